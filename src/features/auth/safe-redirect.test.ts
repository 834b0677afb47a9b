import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/policy', '/policy'],
    ['/qyxx/yyzz/yyzzxx?tab=1#top', '/qyxx/yyzz/yyzzxx?tab=1#top'],
    ['/zzbz/01-101001', '/zzbz/01-101001'],
    ['/globalSearch?keyword=资质', '/globalSearch?keyword=%E8%B5%84%E8%B4%A8'],
    ['/policy/../question', '/question'],
  ])('keeps the in-app path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'policy',
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '/\\/evil.com',
    '\\\\evil.com',
    'https://evil.com',
    'http:/evil.com',
    'javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '/%0a/evil.com'.replace('%0a', '\u0000'),
    ' /policy',
    '/..//evil.com',
    '/./\\/evil.com',
    '/%2e%2e//evil.com',
  ])('sends %j home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([
    '/external-redirect?url=https://evil.example',
    `/external-redirect?url=${encodeURIComponent('https://evil.example')}`,
    '/External-Redirect/?url=https://evil.example',
    '/external%2Dredirect?url=https://evil.example',
    '/policy/../external-redirect?url=https://evil.example',
    '/external-redirect?url=https://jzsc.mohurd.gov.cn',
    '/login',
    '/login?redirect=%2Fexternal-redirect%3Furl%3Dhttps%3A%2F%2Fevil.example',
    '/LOGIN/',
    '/%6Cogin',
    '/register',
    '/forgetPassword#top',
    '/ForgetPassword',
  ])('refuses the page %j that is not a place to land after signing in', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it.each([
    ['/external-redirects', '/external-redirects'],
    ['/policy?from=/external-redirect', '/policy?from=/external-redirect'],
    ['/loginHelp', '/loginHelp'],
  ])('keeps %j, which only resembles a refused page', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
