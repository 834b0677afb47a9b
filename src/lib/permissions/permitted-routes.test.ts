import { describe, expect, it } from 'vitest';
import { flattenRoutePaths, isPermittedPath, mayOpenPath } from './permitted-routes';

const tree = [
  {
    path: '/qyxx',
    name: '企业信息',
    children: [
      { path: 'yyzz', name: '营业执照', children: [{ path: 'yyzzxx', name: '营业执照信息' }] },
      { path: 'qyxxjy', name: '信息校验', children: [{ path: 'rycheck', name: '', children: [{ path: 'checkLog', name: '' }] }] },
    ],
  },
  { path: '/edu', name: '课程中心', children: [{ path: 'course/:uuid?', name: '课程详情' }] },
  { path: '/match', name: '政策匹配' },
];

describe('flattenRoutePaths', () => {
  it('joins relative children onto their parents', () => {
    expect(flattenRoutePaths(tree)).toEqual([
      '/qyxx',
      '/qyxx/yyzz',
      '/qyxx/yyzz/yyzzxx',
      '/qyxx/qyxxjy',
      '/qyxx/qyxxjy/rycheck',
      '/qyxx/qyxxjy/rycheck/checkLog',
      '/edu',
      '/edu/course/:uuid?',
      '/match',
    ]);
    expect(flattenRoutePaths([])).toEqual([]);
  });
});

describe('isPermittedPath', () => {
  it('matches a permitted path exactly: a route is not a prefix for children the tree does not list', () => {
    expect(isPermittedPath('/match', ['/match'])).toBe(true);
    expect(isPermittedPath('/match/', ['/match'])).toBe(true);
    expect(isPermittedPath('/qyxx/zzzs/zzzsxx', ['/qyxx'])).toBe(false);
    expect(isPermittedPath('/qyxx/yyzz/yyzzxxtx', ['/qyxx', '/qyxx/yyzz', '/qyxx/yyzz/yyzzxx'])).toBe(false);
    expect(isPermittedPath('/qyxx/yyzz/yyzzxx', flattenRoutePaths(tree))).toBe(true);
    expect(isPermittedPath('/qyxx/qyxxjy/rycheck/checkLog', flattenRoutePaths(tree))).toBe(true);
    expect(isPermittedPath('/qyxx/qyxxjy/rycheck/checkStep', flattenRoutePaths(tree))).toBe(false);
    expect(isPermittedPath('/matchx', ['/match'])).toBe(false);
    expect(isPermittedPath('/manageKey', ['/match', '/qyxx'])).toBe(false);
  });

  it('matches route parameters as the router does, ignoring letter case', () => {
    const permitted = ['/edu/course/:uuid?', '/zhxx/detail/:id', '/files/*'];
    expect(isPermittedPath('/edu/course', permitted)).toBe(true);
    expect(isPermittedPath('/edu/course/abc-1', permitted)).toBe(true);
    expect(isPermittedPath('/zhxx/detail/7', permitted)).toBe(true);
    expect(isPermittedPath('/zhxx/detail', permitted)).toBe(false);
    expect(isPermittedPath('/files/a/b', permitted)).toBe(true);
    expect(isPermittedPath('/QYXX/Yyzz', ['/qyxx/yyzz'])).toBe(true);
  });

  it("lets a permitted '/' open only the home page, and escapes special characters", () => {
    expect(isPermittedPath('/', ['/'])).toBe(true);
    expect(isPermittedPath('/manageKey', ['/'])).toBe(false);
    expect(isPermittedPath('/aXb', ['/a.b'])).toBe(false);
  });
});

describe('mayOpenPath', () => {
  const memberCentre = { path: '/memberCenter', name: '会员专栏' };

  it('opens everything for *:*:*, public paths for anyone, and otherwise only the listed routes', () => {
    expect(mayOpenPath('/qyxx/sbclfx', { permissions: ['*:*:*'], routes: [] })).toBe(true);
    expect(mayOpenPath('/policy/detail/1', { permissions: [], routes: tree })).toBe(true);
    expect(mayOpenPath('/qyxx/yyzz/yyzzxx', { permissions: [], routes: tree })).toBe(true);
    expect(mayOpenPath('/qyxx/sbclfx', { permissions: [], routes: tree })).toBe(false);
    expect(mayOpenPath('/qyxx/yyzz/yyzzxx', { permissions: [], routes: null })).toBe(false);
  });

  it('closes the member column once the route list is non-empty, unless the list grants it (spec §4)', () => {
    expect(mayOpenPath('/memberCenter', { permissions: [], routes: [] })).toBe(true);
    expect(mayOpenPath('/memberCenter', { permissions: [], routes: tree })).toBe(false);
    expect(mayOpenPath('/memberCenter', { permissions: [], routes: [...tree, memberCentre] })).toBe(true);
  });
});
