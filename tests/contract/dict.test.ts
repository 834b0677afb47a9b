import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from '../../openapi/schema.gen.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { page } from '../../src/api/unwrap.ts';
import { login } from '../support/flows.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The paged dictionary list (system:dict:list) pages, filters and sorts like the record lists.
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await login(server, DEMO.admin.username, DEMO.admin.password);
});
afterAll(() => server.close());

type DictQuery = NonNullable<operations['listDictData']['parameters']['query']>;
const list = (query: DictQuery) => page(server.as(token).GET('/system/dict/data/list', { params: { query } }));

const listUrl = (params: string) =>
  server.app.inject({ method: 'GET', url: `/system/dict/data/list?${params}`, headers: { authorization: `Bearer ${token}` } });

describe('listDictData', () => {
  it('lists a type by its sort order unless asked otherwise, and sorts by the allowed columns', async () => {
    const byDefault = await list({ dictType: 'reg_specialty', pageSize: 100 });
    expect(byDefault.total).toBeGreaterThan(3);
    const sorts = byDefault.rows.map((r) => [r.dictSort, r.dictCode]);
    expect(sorts).toEqual([...sorts].sort(([s1, c1], [s2, c2]) => s1! - s2! || c1! - c2!));

    const byCode = await list({ dictType: 'reg_specialty', pageSize: 100, orderByColumn: 'dictCode', isAsc: 'desc' });
    const codes = byCode.rows.map((r) => r.dictCode);
    expect(codes).toEqual([...codes].sort((a, b) => b - a));
    expect(byCode.total).toBe(byDefault.total);

    const second = await list({ dictType: 'reg_specialty', pageSize: 2, pageNum: 2, orderByColumn: 'dictCode', isAsc: 'desc' });
    expect(second.rows.map((r) => r.dictCode)).toEqual(codes.slice(2, 4));
  });

  it('matches a label text literally, LIKE wildcards included', async () => {
    const some = await list({ dictType: 'reg_category', pageSize: 1 });
    const label = some.rows[0]!.dictLabel;
    expect((await list({ dictLabel: label.slice(1, 3), dictType: 'reg_category' })).rows.map((r) => r.dictLabel)).toContain(label);
    expect((await list({ dictLabel: '%' })).total).toBe(0);
    expect((await list({ dictLabel: '_' })).total).toBe(0);
  });

  it('answers an unknown or prototype-named sort column with the 400 the record lists give', async () => {
    const baseline = await list({ dictType: 'reg_specialty', pageSize: 100 });
    for (const column of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'dictLabel', 'nope']) {
      for (const isAsc of ['asc', 'desc']) {
        const res = await listUrl(`dictType=reg_specialty&pageSize=100&orderByColumn=${column}&isAsc=${isAsc}`);
        expect(res.statusCode, `${column} ${isAsc}`).toBe(400);
        const body = JSON.parse(res.body) as { code: number; msg: string; errors?: { field: string; msg: string }[] };
        expect(body).toMatchObject({ code: 400, msg: expect.stringMatching(/[\u4e00-\u9fa5]/) });
        expect(body.errors?.[0]?.field, column).toBe('query.orderByColumn');
      }
    }
    // Nothing changed the list in between.
    expect(await list({ dictType: 'reg_specialty', pageSize: 100 })).toEqual(baseline);
  });
});
