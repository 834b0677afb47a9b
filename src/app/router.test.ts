import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const enterpriseInfo = routes[0]?.children?.find((route) => route.path === '/qyxx');
const child = (path: string): RouteObject | undefined => enterpriseInfo?.children?.find((route) => route.path === path);

describe('/qyxx routes', () => {
  it('are the spec §2 children, plus yyzz', () => {
    const children = (enterpriseInfo?.children ?? []).filter((route) => !route.index).map((route) => route.path);
    expect(children.sort()).toEqual(
      [
        ...['bzzczx', 'fzcry', 'kczyzx', 'mbxz', 'qyxxzx', 'sbclfx', 'jgptxm/jgptxm', 'jgptxm/jgptxmtx', 'jgptxm/xmmgr'],
        ...['qtry/qtryxxtx', 'qtry/ryxx', 'qyxxjy/rycheck', 'qyxxjy/rycheck/checkLog', 'qyxxjy/rycheck/checkStep'],
        ...['qyxxjy/ryslcheck', 'qyxxjy/ryslcheck/checkLog', 'qyxxjy/xmcheck', 'qyxxjy/xmcheck/checkLog', 'qyxxjy/xmcheck/checkStep'],
        ...['sbslzn/sbrkzn', 'sbslzn/slyjjd', 'yyzz', 'yyzz/yyzzxx', 'yyzz/yyzzxxtx', 'zcry/ryxx', 'zcry/ryyjtx', 'zcry/ryyjxx'],
        ...['zcry/zcryxxtx', 'zzzs/zzyctx', 'zzzs/zzzsxx', 'zzzs/zzzsxxtx'],
      ].sort(),
    );
  });

  it('open the licence page at /qyxx/yyzz (spec §2 企业信息录入及查询)', async () => {
    const loader = child('yyzz')?.loader;
    if (typeof loader !== 'function') throw new Error('/qyxx/yyzz 没有 loader');
    const request = new Request('http://portal.test/qyxx/yyzz');
    const response = (await loader({ request, params: {}, context: undefined } as LoaderFunctionArgs)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/qyxx/yyzz/yyzzxx');
  });
});
