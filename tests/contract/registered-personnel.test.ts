import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isIdCard } from '../../forms/validators.ts';
import { DEMO_REGISTERED_COUNT } from '../../server/seed/demo-personnel.ts';
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

const LIST = '/portal/person/getRegisterList';
const person = (overrides: Record<string, unknown> = {}) => ({
  name: '测试张三',
  idCard: idCard('11010519900307231'),
  gender: '男' as const,
  birthDate: '1990-03-07',
  regCategory: 'jzs1',
  regSpecialty: 'jzs_jzgc',
  regNo: '京1112020000001',
  certValidFrom: '2024-01-01',
  certValidTo: '2029-01-01',
  socialInsurance: 'normal',
  ...overrides,
});
const add = (client: TestServer['client'], body: ReturnType<typeof person>) => unwrap(client.POST('/portal/person/addRegister', { body }));
const detail = (client: TestServer['client'], id: string) => client.GET('/portal/person/getRegisterDetail/{id}', { params: { path: { id } } });
const list = (client: TestServer['client'], query: Record<string, unknown> = {}) => page(client.GET(LIST, { params: { query } }));

describe('registered personnel', () => {
  it('seeds realistic demo personnel for the demo enterprise only', async () => {
    const seeded = await list(as.demo, { pageSize: 500 });
    expect(seeded.total).toBe(DEMO_REGISTERED_COUNT);
    expect(seeded.rows.every((r) => isIdCard(r.idCard) && r.name.length >= 2)).toBe(true);
    expect((await list(as.basic)).total).toBe(0);
  });

  it('adds, reads, updates and soft-deletes a person', async () => {
    const created = await add(as.basic, person({ phone: '13912345678' }));
    expect(created).toMatchObject({ name: '测试张三', regCategory: 'jzs1', phone: '13912345678', certStatus: 'valid' });
    expect(await unwrap(detail(as.basic, created.id))).toEqual(created);

    const updated = await unwrap(as.basic.POST('/portal/person/updateRegister', { body: { ...person({ name: '测试李四' }), id: created.id } }));
    expect(updated).toMatchObject({ id: created.id, name: '测试李四', phone: null });
    expect((await list(as.basic, { name: '李四' })).rows.map((r) => r.id)).toEqual([created.id]);

    await as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: created.id } } });
    expect(await failure(detail(as.basic, created.id))).toMatchObject({ code: 404, message: '注册人员不存在' });
    expect((await list(as.basic)).rows.map((r) => r.id)).not.toContain(created.id);
    const again = as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: created.id } } });
    expect(await failure(again)).toMatchObject({ code: 404 });
    // The same person can be registered again once the old record is deleted.
    expect((await add(as.basic, person())).id).not.toBe(created.id);
  });

  it('pages, sorts and filters', async () => {
    const first = await list(as.demo, { pageSize: 7, orderByColumn: 'certValidTo', isAsc: 'asc' });
    const second = await list(as.demo, { pageSize: 7, pageNum: 2, orderByColumn: 'certValidTo', isAsc: 'asc' });
    expect(first.rows).toHaveLength(7);
    const dates = [...first.rows, ...second.rows].map((r) => r.certValidTo);
    expect(dates).toEqual([...dates].sort());
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(14);

    const constructors = await list(as.demo, { regCategory: ['jzs1', 'jzs2'], pageSize: 500 });
    expect(constructors.total).toBeGreaterThan(0);
    expect(constructors.rows.every((r) => ['jzs1', 'jzs2'].includes(r.regCategory))).toBe(true);
    const expired = await list(as.demo, { certStatus: 'expired', pageSize: 500 });
    expect(expired.rows.every((r) => r.certStatus === 'expired')).toBe(true);
    const window = await list(as.demo, { certValidToBegin: '2027-01-01', certValidToEnd: '2027-12-31', pageSize: 500 });
    expect(window.rows.every((r) => r.certValidTo >= '2027-01-01' && r.certValidTo <= '2027-12-31')).toBe(true);
    const prefix = constructors.rows[0]!.idCard.slice(0, 8);
    expect((await list(as.demo, { idCard: prefix, pageSize: 500 })).rows.every((r) => r.idCard.startsWith(prefix))).toBe(true);

    const bad = await failure(list(as.demo, { orderByColumn: 'idCard' }));
    expect(bad).toMatchObject({ code: 400, errors: [{ field: 'query.orderByColumn', msg: expect.stringContaining('排序字段无效') }] });
  });

  it('rejects bad input with Chinese field errors', async () => {
    const wrongCheck = await failure(add(as.basic, person({ idCard: '110105199003072310' })));
    expect(wrongCheck).toMatchObject({ code: 400, errors: [{ field: 'body.idCard', msg: '请输入正确的身份证号码' }] });
    const mismatch = await failure(add(as.basic, person({ gender: '女', birthDate: '1991-01-01' })));
    expect(mismatch.errors).toEqual([
      { field: 'body.gender', msg: '性别与身份证号码不一致' },
      { field: 'body.birthDate', msg: '出生日期与身份证号码不一致' },
    ]);
    const dates = await failure(add(as.basic, person({ certValidTo: '2023-01-01' })));
    expect(dates.errors).toEqual([{ field: 'body.certValidTo', msg: '注册证书有效期至不能早于起始日' }]);
    // Dictionary values are checked on the server too; a specialty must belong to the category.
    const dicts = await failure(add(as.basic, person({ regCategory: 'bogus', socialInsurance: 'bogus' })));
    expect(dicts).toMatchObject({ code: 400 });
    expect(dicts.errors?.map((e) => e.field).sort()).toEqual(['body.regCategory', 'body.socialInsurance']);
    const specialty = await failure(add(as.basic, person({ regCategory: 'jzs2', regSpecialty: 'jzs_tlgc' })));
    expect(specialty).toMatchObject({ code: 400, errors: [{ field: 'body.regSpecialty' }] });
    expect(await failure(add(as.basic, person({ regSpecialty: 'bogus' })))).toMatchObject({ code: 400, errors: [{ field: 'body.regSpecialty' }] });
    const contract = await failure(add(as.basic, person({ phone: '123', extra: 1 })));
    expect(contract).toMatchObject({ code: 400 });
    expect(contract.errors).toContainEqual({ field: 'body.extra', msg: '不支持的字段 extra' });
    const duplicate = await failure(add(as.basic, person({ idCard: idCard('31010419851120002'), gender: '女', birthDate: '1985-11-20' })).then(() =>
      add(as.basic, person({ idCard: idCard('31010419851120002'), gender: '女', birthDate: '1985-11-20' })),
    ));
    expect(duplicate).toMatchObject({ code: 409, errors: [{ field: 'body.idCard' }] });
  });

  it('keeps every operation within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    expect(await failure(detail(as.basic, theirs.id))).toMatchObject({ code: 404 });
    const update = as.basic.POST('/portal/person/updateRegister', { body: { ...person({ name: '篡改' }), id: theirs.id } });
    expect(await failure(update)).toMatchObject({ code: 404 });
    const remove = as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: theirs.id } } });
    expect(await failure(remove)).toMatchObject({ code: 404 });
    expect(await unwrap(detail(as.demo, theirs.id))).toEqual(theirs);
    expect((await list(as.basic, { pageSize: 500 })).rows.map((r) => r.id)).not.toContain(theirs.id);
    const mine = await add(as.basic, person({ idCard: idCard('44010619750412003'), gender: '男', birthDate: '1975-04-12' }));
    expect(mine.entId).not.toBe(theirs.entId);
    expect((await list(as.demo, { idCard: mine.idCard })).total).toBe(0);
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const id = (await list(as.demo, { pageSize: 1 })).rows[0]!.id;
    const calls = [
      () => list(as.admin),
      () => detail(as.admin, id),
      () => add(as.admin, person()),
      () => as.admin.POST('/portal/person/updateRegister', { body: { ...person(), id } }),
      () => as.admin.POST('/portal/person/deleteRegister/{id}', { params: { path: { id } } }),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
  });
});
