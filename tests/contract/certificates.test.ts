import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certStatus } from '../../server/records/cert-status.ts';
import { DEMO_CERTIFICATES, seedDemoCertificates } from '../../server/seed/demo-certificates.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { failure, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
beforeAll(async () => {
  server = await startTestServer();
  as = await personnelClients(server);
});
afterAll(() => server.close());

type Client = TestServer['client'];
const building = { category: '03', typeCode: '103001', subCode: '10300101', gradeCode: 'class_2', itemName: '建筑工程施工总承包' } as const;
const municipal = { category: '03', typeCode: '103001', subCode: '10300110', gradeCode: 'class_2', itemName: '市政公用工程施工总承包' } as const;
const labour = { category: '03', typeCode: '103003', subCode: null, gradeCode: 'ungraded', itemName: '施工劳务' } as const;
const certificate = (overrides: Record<string, unknown> = {}) => ({
  certNo: 'D231000001',
  certType: 'jzy',
  issueAuthority: '上海市住房和城乡建设管理委员会',
  issueDate: '2024-04-01',
  expiryDate: '2029-03-31',
  ...overrides,
});
const path = (id: string) => ({ params: { path: { id } } });
const add = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/zzzs/add', { body: body as never }));
const edit = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/zzzs/edit', { body: body as never }));
const detail = (client: Client, id: string) => unwrap(client.GET('/portal/zzzs/{id}', path(id)));
const remove = (client: Client, id: string) => client.POST('/portal/zzzs/delete/{id}', path(id));
const exceptions = (client: Client, id: string) => unwrap(client.GET('/portal/zzzs/getException/{id}', path(id)));
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/zzzs/list', { params: { query } }));
const items = (client: Client, id: string) => unwrap(client.GET('/portal/zzzs/zzx/{id}', path(id)));
const item = (client: Client, id: string) => unwrap(client.GET('/portal/zzzs/zzx/detail/{id}', path(id)));
const addItem = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/zzzs/zzx/add', { body: body as never }));
const editItem = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/zzzs/zzx/edit', { body: body as never }));
const removeItem = (client: Client, id: string) => client.POST('/portal/zzzs/zzx/delete/{id}', path(id));
let serial = 100;
const nextNo = () => `D2310${String(serial++).padStart(5, '0')}`;

describe('qualification certificates', () => {
  it('seeds the demo enterprise’s certificates with their items, and no one else’s', async () => {
    const seeded = await list(as.demo, { pageSize: 50, orderByColumn: 'certNo', isAsc: 'asc' });
    expect(seeded.total).toBe(DEMO_CERTIFICATES.length);
    const expected = [...DEMO_CERTIFICATES].sort((a, b) => a.certNo.localeCompare(b.certNo));
    expect(seeded.rows.map((r) => [r.certNo, r.itemCount, r.expiryStatus])).toEqual(
      expected.map((c) => [c.certNo, c.items.length, certStatus(c.expiryDate)]),
    );
    expect(seeded.rows.every((r) => r.items === undefined)).toBe(true);
    const first = await detail(as.demo, seeded.rows.find((r) => r.certNo === 'D111034527')!.id);
    expect(first.items!.map((i) => [i.itemName, i.gradeLabel])).toEqual([
      ['建筑工程施工总承包', '一级'],
      ['市政公用工程施工总承包', '一级'],
      ['建筑装修装饰工程专业承包', '一级'],
    ]);
    expect((await list(as.basic)).total).toBe(0);
    // Seeding again (every non-production start does) adds nothing.
    await seedDemoCertificates(server.database.db);
    expect((await list(as.demo, { pageSize: 50 })).rows.map((r) => r.id).sort()).toEqual(seeded.rows.map((r) => r.id).sort());
  });

  it('adds with inline items, reads, edits and syncs items, and soft-deletes with its items', async () => {
    const created = await add(as.basic, certificate({ items: [building, labour] }));
    expect(created).toMatchObject({ certNo: 'D231000001', itemCount: 2, expiryStatus: 'valid' });
    expect(created.items!.map((i) => [i.typeCode, i.subCode, i.gradeLabel])).toEqual([
      ['103001', '10300101', '二级'],
      ['103003', null, '不分等级'],
    ]);
    expect(await detail(as.basic, created.id)).toEqual(created);
    expect(await items(as.basic, created.id)).toEqual(created.items);

    // Without items the items stay; with items the list is replaced (update by id, add new, drop unlisted).
    const renamed = await edit(as.basic, { ...certificate({ issueAuthority: '上海市住建委', certType: undefined }), id: created.id });
    expect(renamed).toMatchObject({ issueAuthority: '上海市住建委', certType: null, itemCount: 2 });
    const [kept, dropped] = created.items!;
    const synced = await edit(as.basic, {
      ...certificate(),
      id: created.id,
      items: [{ ...building, id: kept!.id, gradeCode: 'class_1' }, municipal],
    });
    expect(synced.items!.map((i) => [i.id === kept!.id, i.subCode, i.gradeCode])).toEqual([
      [true, '10300101', 'class_1'],
      [false, '10300110', 'class_2'],
    ]);
    expect(await failure(item(as.basic, dropped!.id))).toMatchObject({ code: 404, message: '资质项不存在' });
    expect((await list(as.basic, { certNo: '231000001' })).rows).toMatchObject([{ id: created.id, itemCount: 2 }]);

    await remove(as.basic, created.id);
    expect(await failure(detail(as.basic, created.id))).toMatchObject({ code: 404, message: '资质证书不存在' });
    expect(await failure(items(as.basic, created.id))).toMatchObject({ code: 404 });
    for (const i of synced.items!) expect(await failure(item(as.basic, i.id))).toMatchObject({ code: 404 });
    expect(await failure(remove(as.basic, created.id))).toMatchObject({ code: 404 });
    expect((await list(as.basic)).rows.map((r) => r.id)).not.toContain(created.id);
    // The number is free again once the old certificate is deleted.
    expect((await add(as.basic, certificate())).id).not.toBe(created.id);
  });

  it('lets an edit swap the codes of two listed items', async () => {
    const created = await add(as.basic, certificate({ certNo: nextNo(), items: [building, municipal] }));
    const [a, b] = created.items!;
    const swapped = await edit(as.basic, {
      ...certificate({ certNo: created.certNo }),
      id: created.id,
      items: [
        { ...municipal, id: a!.id },
        { ...building, id: b!.id },
      ],
    });
    expect(swapped.items!.map((i) => [i.id, i.subCode])).toEqual([
      [b!.id, '10300101'],
      [a!.id, '10300110'],
    ]);
    await remove(as.basic, created.id);
  });

  it('adds, reads, edits, moves and deletes single items (zzx)', async () => {
    const one = await add(as.basic, certificate({ certNo: nextNo() }));
    const other = await add(as.basic, certificate({ certNo: nextNo() }));
    const added = await addItem(as.basic, { ...building, certificateId: one.id });
    expect(added).toMatchObject({ certificateId: one.id, entId: one.entId, gradeLabel: '二级', subCode: '10300101' });
    expect(await item(as.basic, added.id)).toEqual(added);
    expect((await detail(as.basic, one.id)).itemCount).toBe(1);

    const duplicate = await failure(addItem(as.basic, { ...building, certificateId: one.id }));
    expect(duplicate).toMatchObject({ code: 409, errors: [{ field: 'body.typeCode' }] });

    const moved = await editItem(as.basic, { ...municipal, id: added.id, certificateId: other.id, gradeCode: 'class_1' });
    expect(moved).toMatchObject({ id: added.id, certificateId: other.id, subCode: '10300110', gradeLabel: '一级' });
    expect(await items(as.basic, one.id)).toEqual([]);
    expect((await items(as.basic, other.id)).map((i) => i.id)).toEqual([added.id]);

    await removeItem(as.basic, added.id);
    expect(await failure(item(as.basic, added.id))).toMatchObject({ code: 404 });
    expect(await failure(removeItem(as.basic, added.id))).toMatchObject({ code: 404 });
    expect((await detail(as.basic, other.id)).itemCount).toBe(0);
  });

  it('pages, sorts and filters', async () => {
    const first = await list(as.demo, { pageSize: 2, orderByColumn: 'expiryDate', isAsc: 'asc' });
    const second = await list(as.demo, { pageSize: 2, pageNum: 2, orderByColumn: 'expiryDate', isAsc: 'asc' });
    const dates = [...first.rows, ...second.rows].map((r) => r.expiryDate);
    expect(dates).toEqual([...dates].sort());
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(4);
    const byDefault = await list(as.demo);
    const created = byDefault.rows.map((r) => r.createTime);
    expect(created).toEqual([...created].sort().reverse());

    expect((await list(as.demo, { certType: 'sj' })).rows.map((r) => r.certNo)).toEqual(['A111021846']);
    expect((await list(as.demo, { issueAuthority: '住房和城乡建设部' })).total).toBe(3);
    expect((await list(as.demo, { certNo: 'D1' })).rows.map((r) => r.certNo)).toEqual(['D111034527']);
    const window = await list(as.demo, { expiryDateBegin: '2027-01-01', expiryDateEnd: '2028-12-31' });
    expect(window.rows.every((r) => r.expiryDate >= '2027-01-01' && r.expiryDate <= '2028-12-31')).toBe(true);
    for (const status of ['valid', 'expiringSoon', 'expired'] as const) {
      const rows = (await list(as.demo, { expiryStatus: status })).rows;
      const expected = DEMO_CERTIFICATES.filter((c) => certStatus(c.expiryDate) === status).map((c) => c.certNo);
      expect(rows.map((r) => r.certNo).sort()).toEqual(expected.sort());
    }

    const bad = await failure(list(as.demo, { orderByColumn: 'issueAuthority' }));
    expect(bad).toMatchObject({ code: 400, errors: [{ field: 'query.orderByColumn', msg: expect.stringContaining('排序字段无效') }] });
  });

  it('reports the certificate’s exceptions', async () => {
    const today = new Date();
    const iso = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const expired = await add(as.basic, certificate({ certNo: nextNo(), issueDate: iso(-2000), expiryDate: iso(-5), items: [building] }));
    const soon = await add(as.basic, certificate({ certNo: nextNo(), issueDate: iso(-1000), expiryDate: iso(30), items: [building, labour] }));
    const clean = await add(as.basic, certificate({ certNo: nextNo(), issueDate: iso(-100), expiryDate: iso(1000), items: [municipal] }));

    expect(await exceptions(as.basic, clean.id)).toEqual([]);
    const onExpired = await exceptions(as.basic, expired.id);
    expect(onExpired).toContainEqual({ itemId: null, type: 'certificateExpired', level: 'error', message: expect.stringContaining('过期') });
    const duplicateOf = (cert: typeof expired) => ({ itemId: cert.items![0]!.id, type: 'itemDuplicate', level: 'warning', message: expect.any(String) });
    expect(onExpired).toContainEqual(duplicateOf(expired));
    const onSoon = await exceptions(as.basic, soon.id);
    expect(onSoon.map((e) => e.type).sort()).toEqual(['certificateExpiringSoon', 'itemDuplicate']);
    expect(onSoon).toContainEqual(duplicateOf(soon));

    // A code that has left the standard tree is reported against its item.
    const legacy = soon.items!.find((i) => i.typeCode === '103003')!;
    await server.database.db.execute(`update certificate_items set sub_code = '10300399' where id = '${legacy.id}'`);
    expect(await exceptions(as.basic, soon.id)).toContainEqual({ itemId: legacy.id, type: 'itemUnknownStandard', level: 'error', message: expect.stringContaining('资质标准') });

    // Deleting the expired certificate leaves no duplicate behind.
    await remove(as.basic, expired.id);
    expect((await exceptions(as.basic, soon.id)).map((e) => e.type)).not.toContain('itemDuplicate');
  });

  it('rejects bad input with Chinese field errors', async () => {
    const dates = await failure(add(as.basic, certificate({ certNo: nextNo(), expiryDate: '2020-01-01' })));
    expect(dates).toMatchObject({ code: 400, errors: [{ field: 'body.expiryDate', msg: '有效期至不能早于发证日期' }] });
    const mismatch = await failure(add(as.basic, certificate({ certNo: nextNo(), items: [{ ...building, category: '04' }] })));
    expect(mismatch.errors).toEqual([{ field: 'body.items.0.typeCode', msg: '资质类型代码与资质类别不符' }]);
    const repeated = await failure(add(as.basic, certificate({ certNo: nextNo(), items: [building, building] })));
    expect(repeated.errors).toEqual([{ field: 'body.items', msg: '同一证书内资质项不能重复' }]);
    const unknown = await failure(
      add(as.basic, certificate({ certNo: nextNo(), items: [building, { ...building, subCode: '10300199', gradeCode: 'class_9' }, { ...labour, typeCode: '103009' }] })),
    );
    expect(unknown.errors).toEqual([
      { field: 'body.items.1.subCode', msg: '专业代码在资质标准中不存在' },
      { field: 'body.items.1.gradeCode', msg: '资质等级不在字典 qualification_grade 中' },
      { field: 'body.items.2.typeCode', msg: '资质类型代码在资质标准中不存在' },
    ]);
    const certType = await failure(add(as.basic, certificate({ certNo: nextNo(), certType: 'nope' })));
    expect(certType.errors).toEqual([{ field: 'body.certType', msg: '证书类型不在字典 certificate_type 中' }]);
    const contract = await failure(add(as.basic, certificate({ certNo: '', extra: 1 })));
    expect(contract).toMatchObject({ code: 400 });
    expect(contract.errors).toContainEqual({ field: 'body.extra', msg: '不支持的字段 extra' });

    const taken = (await add(as.basic, certificate({ certNo: nextNo() }))).certNo;
    expect(await failure(add(as.basic, certificate({ certNo: taken })))).toMatchObject({ code: 409, errors: [{ field: 'body.certNo' }] });

    const mine = await add(as.basic, certificate({ certNo: nextNo(), items: [building] }));
    const foreignItem = await failure(edit(as.basic, { ...certificate({ certNo: mine.certNo }), id: mine.id, items: [{ ...labour, id: crypto.randomUUID() }] }));
    expect(foreignItem.errors).toEqual([{ field: 'body.items.0.id', msg: '资质项不属于该证书' }]);
    expect((await detail(as.basic, mine.id)).items).toEqual(mine.items);
    const badItem = await failure(addItem(as.basic, { ...building, certificateId: mine.id, subCode: '10400201' }));
    expect(badItem.errors).toEqual([{ field: 'body.subCode', msg: '专业代码与资质类型代码不符' }]);
    const unknownItem = await failure(addItem(as.basic, { ...municipal, certificateId: mine.id, gradeCode: 'nope' }));
    expect(unknownItem.errors).toEqual([{ field: 'body.gradeCode', msg: '资质等级不在字典 qualification_grade 中' }]);
  });

  it('keeps every operation within the caller’s enterprise', async () => {
    const theirs = (await list(as.demo, { certNo: 'D111034527' })).rows[0]!;
    const theirItem = (await detail(as.demo, theirs.id)).items![0]!;
    const mine = await add(as.basic, certificate({ certNo: nextNo(), items: [labour] }));
    const calls = [
      () => detail(as.basic, theirs.id),
      () => exceptions(as.basic, theirs.id),
      () => items(as.basic, theirs.id),
      () => item(as.basic, theirItem.id),
      () => edit(as.basic, { ...certificate({ certNo: 'X' }), id: theirs.id }),
      () => remove(as.basic, theirs.id),
      () => addItem(as.basic, { ...labour, certificateId: theirs.id }),
      () => editItem(as.basic, { ...building, id: theirItem.id, certificateId: mine.id }),
      () => editItem(as.basic, { ...building, id: mine.items![0]!.id, certificateId: theirs.id }),
      () => removeItem(as.basic, theirItem.id),
    ];
    for (const call of calls) expect((await failure(call())).code).toBe(404);
    // Another enterprise's item id in an inline list is not an item of this certificate.
    const inline = edit(as.basic, { ...certificate({ certNo: mine.certNo }), id: mine.id, items: [{ ...building, id: theirItem.id }] });
    expect(await failure(inline)).toMatchObject({ code: 400, errors: [{ field: 'body.items.0.id', msg: '资质项不属于该证书' }] });
    expect(await failure(detail(as.basic, theirs.id))).toMatchObject({ code: 404, message: '资质证书不存在' });
    expect(await failure(item(as.basic, theirItem.id))).toMatchObject({ code: 404, message: '资质项不存在' });
    // Nothing changed on either side.
    expect(await detail(as.demo, theirs.id)).toMatchObject({ ...theirs, items: expect.arrayContaining([theirItem]) });
    expect(await detail(as.basic, mine.id)).toEqual(mine);
    expect((await list(as.basic, { pageSize: 100 })).rows.map((r) => r.id)).not.toContain(theirs.id);
    expect((await list(as.demo, { certNo: mine.certNo })).total).toBe(0);
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const cert = (await list(as.demo, { pageSize: 1 })).rows[0]!;
    const id = cert.id;
    const calls = [
      () => list(as.admin),
      () => detail(as.admin, id),
      () => add(as.admin, certificate()),
      () => edit(as.admin, { ...certificate(), id }),
      () => remove(as.admin, id),
      () => exceptions(as.admin, id),
      () => items(as.admin, id),
      () => item(as.admin, id),
      () => addItem(as.admin, { ...labour, certificateId: id }),
      () => editItem(as.admin, { ...labour, id, certificateId: id }),
      () => removeItem(as.admin, id),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
    expect((await detail(as.demo, id)).itemCount).toBe(cert.itemCount);
  });
});
