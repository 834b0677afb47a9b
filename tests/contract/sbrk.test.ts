import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { login } from '../support/flows.ts';
import { failure } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let client: TestServer['client'];
beforeAll(async () => {
  server = await startTestServer();
  client = server.as(await login(server, DEMO.basic.username, DEMO.basic.password));
});
afterAll(() => server.close());

type Stage = 'accepted' | 'expertReview' | 'publicity' | 'announced';
const list = (query: { pageNum?: number; pageSize?: number; prov?: string; stage?: Stage } = {}) =>
  page(client.GET('/portal/sbrkzn/sbrk', { params: { query } }));
const search = (keywords: string, query: { pageSize?: number; prov?: string } = {}) =>
  page(client.GET('/portal/sbrkzn/sbrkbykeywords', { params: { query: { keywords, ...query } } }));

describe('受理情况指南 (listSbrk)', () => {
  it('lists the seeded applications newest accepted first, with stage dates in order', async () => {
    const { rows, total } = await list({ pageSize: 100 });
    expect(total).toBeGreaterThanOrEqual(30);
    expect(rows).toHaveLength(total);
    const accepted = rows.map((r) => r.acceptDate);
    expect(accepted).toEqual([...accepted].sort().reverse());
    for (const r of rows) {
      const dates = [r.acceptDate, r.reviewStartDate, r.reviewEndDate, r.publicityStartDate, r.publicityEndDate, r.announceDate].filter((d) => d !== null);
      expect(dates).toEqual([...dates].sort());
      expect(r.limitDays).toBe(60);
      expect(r.overdueDays).toBe(Math.max(0, r.elapsedDays - 60));
      if (r.result === 'rejected') expect(r.opinion).toBeTruthy();
      else expect(r.opinion).toBeNull();
      if (r.stage === 'accepted') expect(r.reviewStartDate).toBeNull();
      if (r.stage === 'announced') expect(r.announceDate).not.toBeNull();
    }
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(['accepted', 'expertReview', 'publicity', 'announced']));
    expect(rows.some((r) => r.overdueDays > 0)).toBe(true);
    expect(rows.some((r) => r.result === 'rejected')).toBe(true);
    expect(new Set(rows.map((r) => r.prov)).size).toBeGreaterThan(5);
  });

  it('filters by province and stage', async () => {
    const js = await list({ prov: '320000', pageSize: 100 });
    expect(js.total).toBeGreaterThan(0);
    expect(js.rows.every((r) => r.prov === '320000' && r.department === '江苏省住房和城乡建设厅')).toBe(true);
    for (const stage of ['accepted', 'expertReview', 'publicity', 'announced'] as const) {
      const { rows, total } = await list({ stage, pageSize: 100 });
      expect(total, stage).toBeGreaterThan(0);
      expect(rows.every((r) => r.stage === stage)).toBe(true);
    }
    expect((await list({ prov: '650000' })).total).toBe(0);
  });

  it('pages without overlap', async () => {
    const all = await list({ pageSize: 100 });
    const first = await list({ pageNum: 1, pageSize: 7 });
    const second = await list({ pageNum: 2, pageSize: 7 });
    expect(first.total).toBe(all.total);
    expect(first.rows).toHaveLength(7);
    expect([...first.rows, ...second.rows].map((r) => r.uuid)).toEqual(all.rows.slice(0, 14).map((r) => r.uuid));
  });

  it('answers 400 for a stage or province it does not know', async () => {
    const bad = await failure(client.GET('/portal/sbrkzn/sbrk', { params: { query: { stage: 'done' as Stage } } }));
    expect(bad.code).toBe(400);
    expect(bad.errors?.[0]?.field).toBe('query.stage');
    expect((await failure(client.GET('/portal/sbrkzn/sbrk', { params: { query: { prov: '32' } } }))).code).toBe(400);
  });
});

describe('受理情况指南 (searchSbrk)', () => {
  it("finds the demo enterprises' applications by name keywords", async () => {
    const east = await search('华东基础');
    expect(east.total).toBeGreaterThan(0);
    expect(east.rows.every((r) => r.entName.includes('华东基础'))).toBe(true);
    expect((await search(DEMO.member.entName)).rows.every((r) => r.entName === DEMO.member.entName)).toBe(true);
    expect((await search('中建示范')).total).toBeGreaterThan(0);
  });

  it('requires every keyword to match, in any order', async () => {
    const both = await search('  建设   浙江 ', { pageSize: 100 });
    expect(both.total).toBeGreaterThan(0);
    expect(both.rows.every((r) => r.entName.includes('浙江') && r.entName.includes('建设'))).toBe(true);
    const zhejiang = await search('浙江', { pageSize: 100 });
    expect(zhejiang.total).toBeGreaterThan(both.total);
    expect((await search('浙江 华东基础')).total).toBe(0);
    expect((await search('100%_')).total).toBe(0);
  });

  it('answers 400 for missing, blank or too long keywords', async () => {
    const missing = await failure(client.GET('/portal/sbrkzn/sbrkbykeywords', { params: { query: {} as { keywords: string } } }));
    expect(missing.code).toBe(400);
    expect(missing.errors?.[0]?.field).toBe('query.keywords');
    expect((await failure(search('   '))).code).toBe(400);
    expect((await failure(search('建'.repeat(101)))).code).toBe(400);
  });
});

describe('受理情况指南 access', () => {
  it('is for signed-in members only', async () => {
    const list = await failure(server.client.GET('/portal/sbrkzn/sbrk', { params: { query: {} } }));
    expect(list.code).toBe(401);
    const found = await failure(server.client.GET('/portal/sbrkzn/sbrkbykeywords', { params: { query: { keywords: '华东' } } }));
    expect(found.code).toBe(401);
  });

  it('lets a secondary key in only when it is granted 受理情况指南; the main key always', async () => {
    const keyClient = async (key: string) => server.as((await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key } }))).token);
    const secondary = await keyClient(DEMO.secondaryKey);
    await expect(secondary.GET('/portal/sbrkzn/sbrk', { params: { query: {} } })).rejects.toMatchObject({ code: 403 });
    await expect(secondary.GET('/portal/sbrkzn/sbrkbykeywords', { params: { query: { keywords: '中建' } } })).rejects.toMatchObject({ code: 403 });
    const main = await keyClient(DEMO.mainKey);
    expect((await page(main.GET('/portal/sbrkzn/sbrkbykeywords', { params: { query: { keywords: '中建示范' } } }))).total).toBeGreaterThan(0);
  });
});
