import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../forms/common.ts';
import { isIdCard } from '../../forms/validators.ts';
import { DEMO_OTHER_COUNT } from '../../server/seed/demo-personnel.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { failure, idCard, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await personnelClients(server);
});
afterAll(() => server.close());

type Client = TestServer['client'];
const technician = (overrides: Record<string, unknown> = {}) => ({
  personKind: 'technical' as 'technical' | 'worker',
  name: '测试王工',
  idCard: idCard('32010619880521451'),
  title: 'engineer',
  titleCertNo: 'ZC001',
  trade: 'welder',
  tradeCertNo: 'JN001',
  certValidTo: '2028-12-31',
  ...overrides,
});
const add = (client: Client, body: ReturnType<typeof technician>) => unwrap(client.POST('/portal/person/addElse', { body }));
const update = (client: Client, body: ReturnType<typeof technician> & { id: string }) => unwrap(client.POST('/portal/person/updateElse', { body }));
const detail = (client: Client, id: string) => unwrap(client.GET('/portal/person/getElseDetail/{id}', { params: { path: { id } } }));
const remove = (client: Client, id: string) => client.POST('/portal/person/deleteElse/{id}', { params: { path: { id } } });
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/person/getElseList', { params: { query } }));

describe('other personnel', () => {
  it('seeds demo personnel for the demo enterprise only', async () => {
    const seeded = await list(as.demo, { pageSize: 500 });
    expect(seeded.total).toBe(DEMO_OTHER_COUNT);
    expect(seeded.rows.every((r) => isIdCard(r.idCard))).toBe(true);
    expect(seeded.rows.every((r) => (r.personKind === 'technical' ? r.trade === null : r.title === null))).toBe(true);
    const today = todayInChina();
    expect(seeded.rows.filter((r) => r.certValidTo !== null && r.certValidTo < today)).toHaveLength(1);
    expect((await list(as.basic)).total).toBe(0);
  });

  it('adds, reads, updates (changing kind) and soft-deletes a person', async () => {
    const created = await add(as.basic, technician());
    // The pair that does not belong to the kind is cleared; omitted nullable fields are null.
    expect(created).toMatchObject({ personKind: 'technical', title: 'engineer', trade: null, tradeCertNo: null, certValidTo: '2028-12-31', gender: null, socialInsurance: null });
    expect(await detail(as.basic, created.id)).toEqual(created);

    const worker = await update(as.basic, { ...technician({ personKind: 'worker', gender: '男', birthDate: '1988-05-21' }), id: created.id });
    expect(worker).toMatchObject({ personKind: 'worker', title: null, titleCertNo: null, trade: 'welder', certValidTo: '2028-12-31', gender: '男' });
    // An omitted expiry is cleared, as any omitted nullable field of a whole-record update.
    const { certValidTo: _, ...noExpiry } = technician({ personKind: 'worker' });
    expect(await update(as.basic, { ...(noExpiry as ReturnType<typeof technician>), id: created.id })).toMatchObject({ certValidTo: null });
    expect((await list(as.basic, { personKind: 'worker', trade: ['welder'] })).rows.map((r) => r.id)).toEqual([created.id]);

    await remove(as.basic, created.id);
    expect(await failure(detail(as.basic, created.id))).toMatchObject({ code: 404 });
    expect((await list(as.basic)).rows.map((r) => r.id)).not.toContain(created.id);
    expect(await failure(remove(as.basic, created.id))).toMatchObject({ code: 404 });
  });

  it('pages, sorts and filters', async () => {
    const byName = await list(as.demo, { pageSize: 20, orderByColumn: 'personKind', isAsc: 'asc' });
    const kinds = byName.rows.map((r) => r.personKind);
    expect(kinds).toEqual([...kinds].sort());
    const second = await list(as.demo, { pageSize: 20, pageNum: 3 });
    expect(second.rows).toHaveLength(DEMO_OTHER_COUNT - 40);
    const technical = await list(as.demo, { personKind: 'technical', pageSize: 500 });
    expect(technical.rows.every((r) => r.personKind === 'technical' && r.title !== null)).toBe(true);
    const name = technical.rows[0]!.name.slice(1);
    expect((await list(as.demo, { name, pageSize: 500 })).rows.every((r) => r.name.includes(name))).toBe(true);
    expect(await failure(list(as.demo, { orderByColumn: 'idCard' }))).toMatchObject({ code: 400 });
  });

  it('rejects bad input with Chinese field errors', async () => {
    const wrongCheck = await failure(add(as.basic, technician({ idCard: '320106198805214510' })));
    expect(wrongCheck).toMatchObject({ code: 400, errors: [{ field: 'body.idCard', msg: '请输入正确的身份证号码' }] });
    const mismatch = await failure(add(as.basic, technician({ gender: '女' })));
    expect(mismatch.errors).toEqual([{ field: 'body.gender', msg: '性别与身份证号码不一致' }]);
    const expiry = await failure(add(as.basic, technician({ certValidTo: '2028-02-30' })));
    expect(expiry).toMatchObject({ code: 400, errors: [{ field: 'body.certValidTo' }] });
    const kind = await failure(add(as.basic, technician({ personKind: 'manager' })));
    expect(kind.errors?.[0]?.field).toBe('body.personKind');
    // Dictionary values are checked on the server too, for the fields the kind keeps.
    const title = await failure(add(as.basic, technician({ title: 'bogus', socialInsurance: 'bogus' } as never)));
    expect(title.errors?.map((e) => e.field).sort()).toEqual(['body.socialInsurance', 'body.title']);
    const trade = await failure(add(as.basic, technician({ personKind: 'worker', trade: 'bogus' })));
    expect(trade).toMatchObject({ code: 400, errors: [{ field: 'body.trade' }] });
    // A field the kind hides (visibleWhen in forms/other-person.ui.ts) is neither checked nor kept.
    const welder = await add(as.basic, technician({ personKind: 'worker', title: 'bogus', idCard: idCard('51010719800101003') }));
    expect(welder).toMatchObject({ personKind: 'worker', title: null, titleCertNo: null, trade: 'welder' });
    const other = technician({ idCard: idCard('51010719790101002') });
    await add(as.basic, other);
    expect(await failure(add(as.basic, other))).toMatchObject({ code: 409, errors: [{ field: 'body.idCard' }] });
  });

  it('keeps every operation within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    expect(await failure(detail(as.basic, theirs.id))).toMatchObject({ code: 404 });
    expect(await failure(update(as.basic, { ...technician({ name: '篡改' }), id: theirs.id }))).toMatchObject({ code: 404 });
    expect(await failure(remove(as.basic, theirs.id))).toMatchObject({ code: 404 });
    expect(await detail(as.demo, theirs.id)).toEqual(theirs);
    expect((await list(as.basic, { pageSize: 500 })).rows.map((r) => r.id)).not.toContain(theirs.id);
    // The same ID number may be on another enterprise's list.
    const mine = await add(as.basic, { ...technician(), idCard: theirs.idCard, gender: null, birthDate: null } as ReturnType<typeof technician>);
    expect(mine.entId).not.toBe(theirs.entId);
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const id = (await list(as.demo, { pageSize: 1 })).rows[0]!.id;
    const calls = [
      () => list(as.admin),
      () => detail(as.admin, id),
      () => add(as.admin, technician()),
      () => update(as.admin, { ...technician(), id }),
      () => remove(as.admin, id),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
  });
});
