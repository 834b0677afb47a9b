import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { enterprises, users } from '../../server/db/schema/identity.ts';
import { PAGE_VIEWS_PER_MINUTE } from '../../server/analytics/page-views.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { login } from '../support/flows.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const latest = async () => {
  const [row] = await server.database.db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(1);
  return row!;
};

const postFrom = (remoteAddress: string, payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/portal/api/analytics/pageView', payload: payload as object, remoteAddress });

describe('recordPageView', () => {
  it('stores an anonymous page view without query strings or fragments', async () => {
    const res = await server.client.POST('/portal/api/analytics/pageView', {
      body: { path: '/zzbz/01-101001?access_token=secret#top', title: '资质标准', referrer: 'https://user:pw@example.com/login?token=abc#x' },
      headers: { 'user-agent': `Mozilla/5.0 ${'x'.repeat(1000)}` },
    });
    expect(res.data).toEqual({ code: 200, msg: '操作成功' });
    const row = await latest();
    expect(row).toMatchObject({
      path: '/zzbz/01-101001',
      title: '资质标准',
      referrer: 'https://example.com/login',
      userId: null,
      entId: null,
      ip: '127.0.0.1',
    });
    expect(row.userAgent).toHaveLength(300);
    // Only the stored text fields: the row's random UUID may well contain 'abc'.
    expect(JSON.stringify([row.path, row.title, row.referrer, row.userAgent])).not.toMatch(/secret|token=|abc|pw@/);
  });

  it('records the signed-in user and enterprise', async () => {
    const token = await login(server, DEMO.member.username, DEMO.member.password);
    await server.as(token).POST('/portal/api/analytics/pageView', { body: { path: '/qyxx/yyzz/yyzzxx' } });
    const [member] = await server.database.db
      .select({ userId: users.id, entId: enterprises.id })
      .from(users)
      .innerJoin(enterprises, eq(enterprises.id, users.entId))
      .where(eq(users.userName, DEMO.member.username));
    expect(await latest()).toMatchObject({ path: '/qyxx/yyzz/yyzzxx', title: null, referrer: null, ...member });
  });

  it('strips a query string that leaves only the root', async () => {
    await server.client.POST('/portal/api/analytics/pageView', { body: { path: '/?redirect=%2Fqyxx', referrer: '/login?x=1' } });
    expect(await latest()).toMatchObject({ path: '/', referrer: '/login' });
  });

  it('refuses bad bodies with Chinese field errors', async () => {
    const res = await postFrom('198.51.100.1', { path: 'zzbz', title: 'x'.repeat(201), extra: 1 });
    expect(res.statusCode).toBe(400);
    const body = JSON.parse(res.body) as { code: number; msg: string; errors: { field: string; msg: string }[] };
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.path', msg: 'path 格式不正确' },
        { field: 'body.title', msg: 'title 不能超过 200 个字符' },
        { field: 'body.extra', msg: '不支持的字段 extra' },
      ]),
    );
    const missing = JSON.parse((await postFrom('198.51.100.1', {})).body) as { errors: unknown[] };
    expect(missing.errors).toEqual([{ field: 'body.path', msg: '缺少必填项 path' }]);
    const long = JSON.parse((await postFrom('198.51.100.1', { path: `/${'a'.repeat(500)}` })).body) as { errors: unknown[] };
    expect(long.errors).toEqual([{ field: 'body.path', msg: 'path 不能超过 500 个字符' }]);
  });

  it(`answers 429 once an address has ${PAGE_VIEWS_PER_MINUTE} views in the last minute`, async () => {
    const db = server.database.db;
    const views = (ip: string, createdAt: Date) => Array.from({ length: PAGE_VIEWS_PER_MINUTE }, () => ({ path: '/', ip, createdAt }));
    await db.insert(pageViews).values(views('203.0.113.9', new Date()));
    await db.insert(pageViews).values(views('203.0.113.10', new Date(Date.now() - 2 * 60_000)));

    const limited = await postFrom('203.0.113.9', { path: '/policy' });
    expect(limited.statusCode).toBe(429);
    expect(JSON.parse(limited.body)).toEqual({ code: 429, msg: '页面访问记录过于频繁，请稍后再试' });
    expect(await db.$count(pageViews, eq(pageViews.ip, '203.0.113.9'))).toBe(PAGE_VIEWS_PER_MINUTE);

    expect((await postFrom('203.0.113.10', { path: '/policy' })).statusCode).toBe(200);
    expect((await postFrom('203.0.113.11', { path: '/policy' })).statusCode).toBe(200);
  });
});
