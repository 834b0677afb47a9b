import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/unwrap.ts';
import { seedReferenceData } from '../../server/seed/seed.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Category = '01' | '02' | '03' | '04';
const tree = (category?: Category) => unwrap(server.client.GET('/portal/api/zzbz/tree', { params: { query: { category } } }));
const roots = (category?: Category) => unwrap(server.client.GET('/portal/api/zzbz/root', { params: { query: { category } } }));

/** The page address the menu links to: /zzbz/{category}-{code}-{subcode}, empty parts left out. */
const href = (n: { category: string; code: string; subcode?: string }) => `/zzbz/${[n.category, n.code, n.subcode].filter(Boolean).join('-')}`;

async function node(code: string) {
  const found = (await tree()).find((n) => n.code === code);
  if (!found) throw new Error(`菜单树中没有 ${code}`);
  return found;
}

describe('qualification-standard menu tree', () => {
  it('starts with 勘察 101001, the first item of the top navigation', async () => {
    const [first] = await tree();
    expect(first).toMatchObject({ category: '01', code: '101001', label: '工程勘察综合资质' });
    expect(href(first!)).toBe('/zzbz/01-101001');
  });

  it('puts code nodes first, ordered by category then sort, with sub-code nodes as children', async () => {
    const all = await tree();
    expect(all.every((n) => n.subcode === undefined)).toBe(true);
    const order = all.map((n) => [n.category, n.sort ?? 0] as const);
    expect(order).toEqual([...order].sort(([ca, sa], [cb, sb]) => ca.localeCompare(cb) || sa - sb));
    expect(new Set(all.map((n) => n.category))).toEqual(new Set(['01', '02', '03', '04']));
    for (const parent of all) {
      for (const child of parent.children) {
        expect(child).toMatchObject({ category: parent.category, code: parent.code, children: [] });
        expect(child.subcode?.startsWith(parent.code)).toBe(true);
      }
      const sorts = parent.children.map((c) => c.sort ?? 0);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    }
    expect(new Set(all.flatMap((n) => [n.id, ...n.children.map((c) => c.id)])).size).toBe(
      all.reduce((sum, n) => sum + 1 + n.children.length, 0),
    );
  });

  it('has the counts the spec gives for survey and design', async () => {
    expect(await tree('01')).toHaveLength(2);
    const industries = await node('102001');
    expect(industries.children.map((c) => c.subcode)).toEqual(Array.from({ length: 21 }, (_, i) => String(10200101 + i)));
    expect(industries.children[0]!.label).toBe('煤炭行业');
    expect(industries.children[20]!.label).toBe('建筑行业');
    const special = await node('102002');
    expect(special.children.map((c) => c.subcode)).toEqual(Array.from({ length: 8 }, (_, i) => String(10200201 + i)));
    const office = await node('102003');
    expect(office).toMatchObject({ category: '02', children: [] });
  });

  it('has 12 general-contracting categories plus the special grade, and 36 specialty items', async () => {
    const general = await node('103001');
    expect(general.children).toHaveLength(13);
    expect(general.children.slice(0, 12).map((c) => c.subcode)).toEqual(Array.from({ length: 12 }, (_, i) => String(10300101 + i)));
    expect(general.children[12]).toMatchObject({ subcode: '10300113', label: '施工总承包特级资质' });
    const specialty = await node('103002');
    expect(specialty.children.map((c) => c.subcode)).toEqual(Array.from({ length: 36 }, (_, i) => String(10300201 + i)));
    expect(specialty.children[0]!.label).toBe('地基基础工程');
    expect(specialty.children[35]!.label).toBe('特种工程');
  });

  it('gives supervision three columns, the first two professional entries sharing 10400201', async () => {
    const supervision = await tree('04');
    expect(supervision.map((n) => n.code)).toEqual(['104001', '104002', '104003']);
    const professional = supervision[1]!;
    expect(professional.children.map((c) => c.label)).toEqual([
      '房屋建筑工程',
      '冶金工程',
      '矿山工程',
      '化工石油工程',
      '水利水电工程',
      '电力工程',
      '农林工程',
      '铁路工程',
      '公路工程',
      '港口与航道工程',
      '航天航空工程',
      '通信工程',
      '市政公用工程',
      '机电安装工程',
    ]);
    expect(professional.children.map((c) => c.subcode)).toEqual([
      '10400201',
      '10400201',
      ...Array.from({ length: 12 }, (_, i) => String(10400202 + i)),
    ]);
    const [building, metallurgy] = professional.children;
    expect(building!.id).not.toBe(metallurgy!.id);
    expect(href(professional)).toBe('/zzbz/04-104002');
    expect(href(building!)).toBe('/zzbz/04-104002-10400201');
  });

  it('filters by category', async () => {
    for (const category of ['01', '02', '03', '04'] as const) {
      const part = await tree(category);
      expect(part.length).toBeGreaterThan(0);
      expect(part.every((n) => n.category === category && n.children.every((c) => c.category === category))).toBe(true);
    }
    const all = await tree();
    const perCategory = await Promise.all((['01', '02', '03', '04'] as const).map((c) => tree(c)));
    expect(perCategory.flat()).toEqual(all);
  });

  it('keeps node ids when the reference data is seeded again', async () => {
    const before = await tree();
    await seedReferenceData(server.database.db);
    expect(await tree()).toEqual(before);
  });
});

describe('qualification-standard roots', () => {
  it('returns the code nodes of the tree with empty children', async () => {
    const all = await tree();
    expect(await roots()).toEqual(all.map((n) => ({ ...n, children: [] })));
    expect((await roots('04')).map((n) => n.code)).toEqual(['104001', '104002', '104003']);
  });
});

describe('bad input', () => {
  it.each(['/portal/api/zzbz/tree', '/portal/api/zzbz/root'])('refuses an unknown category on %s with a Chinese envelope', async (url) => {
    const res = await server.app.inject({ url: `${url}?category=05` });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 400,
      msg: expect.stringMatching(/[\u4e00-\u9fa5]/),
      errors: [{ field: 'query.category', msg: 'category 的取值无效，可选值：01、02、03、04' }],
    });
  });
});
