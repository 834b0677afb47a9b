import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseUi } from '../../forms/enterprise.ui.ts';
import { CREDIT_CODE_MESSAGE, creditCodeCheckChar } from '../../forms/validators.ts';
import { attachments } from '../../server/db/schema/attachments.ts';
import { certStatus } from '../../server/records/cert-status.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { DEMO_CERTIFICATES } from '../../server/seed/demo-certificates.ts';
import { DEMO_LICENCE, DEMO_LICENCE_CHANGES, seedDemoLicence } from '../../server/seed/demo-licence.ts';
import { DEMO_OTHER_COUNT, DEMO_REGISTERED_COUNT } from '../../server/seed/demo-personnel.ts';
import { DEMO_PERFORMANCE_COUNT, DEMO_PROJECT_COUNT } from '../../server/seed/demo-projects.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { latestCode, login } from '../support/flows.ts';
import { failure, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let as: Awaited<ReturnType<typeof personnelClients>>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-licence-'));
  server = await startTestServer({ config: { dataDir } });
  as = await personnelClients(server);
});
afterAll(async () => {
  await server.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

type Client = TestServer['client'];
const creditCode = (first17: string) => first17 + creditCodeCheckChar(first17);
const licence = (overrides: Record<string, unknown> = {}) => ({
  entName: DEMO.basic.entName,
  creditCode: DEMO.basic.creditCode,
  legalPerson: '陈海峰',
  regCapital: 8000,
  establishDate: '2012-04-16',
  businessTermStart: '2012-04-16',
  businessTermEnd: '2042-04-15',
  address: '上海市浦东新区张杨路 500 号 20 层',
  businessScope: '房屋建筑工程施工；市政公用工程施工；建筑装饰装修工程施工。',
  regAuthority: '上海市浦东新区市场监督管理局',
  entType: 'llc',
  prov: '310000',
  city: '310100',
  ...overrides,
});
const get = (client: Client) => unwrap(client.GET('/portal/ent'));
const create = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/ent', { body: body as never }));
const edit = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/ent/edit', { body: body as never }));
const patch = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/ent/update', { body: body as never }));
const draft = (client: Client) => unwrap(client.GET('/portal/ent/saveTmp'));
const saveDraft = (client: Client, body: Record<string, unknown>) => unwrap(client.POST('/portal/ent/saveTmp', { body: body as never }));
const formLabel = (name: string) => enterpriseUi.fields.find((field) => field.name === name)?.label;
const changelogs = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/ent/changelogs', { params: { query } }));

/** Registers a new member through the API and logs in as it. */
async function registerMember(phonenumber: string, entName: string): Promise<Client> {
  await unwrap(server.client.GET('/portal/api/registerSms', { params: { query: { phonenumber } } }));
  const code = await latestCode(server, phonenumber);
  await server.client.POST('/portal/api/register', { body: { phonenumber, code, password: 'Newuser2026', entName } });
  return server.as(await login(server, phonenumber, 'Newuser2026'));
}

describe('business licence', () => {
  it('seeds the demo enterprise’s licence and its history, idempotently', async () => {
    const seeded = await get(as.demo);
    expect(seeded).toMatchObject({ ...DEMO_LICENCE, licenseFileIds: [], hasDraft: false });
    expect(seeded!.creditCode).toBe(creditCode(DEMO_LICENCE.creditCode.slice(0, 17)));
    const history = await changelogs(as.demo);
    expect(history.total).toBe(DEMO_LICENCE_CHANGES.length);
    expect(history.rows.map((r) => r.field)).toEqual(DEMO_LICENCE_CHANGES.map((c) => c.field).reverse());
    await seedDemoLicence(server.database.db);
    expect(await get(as.demo)).toEqual(seeded);
    expect((await changelogs(as.demo)).total).toBe(DEMO_LICENCE_CHANGES.length);
  });

  it('creates once, then edits whole and patches single fields, logging every change', async () => {
    expect(await get(as.basic)).toBeNull();
    const created = await create(as.basic, licence({ contactPhone: '021-58880000' }));
    expect(created).toMatchObject({ ...licence(), contactPhone: '021-58880000', licenseFileIds: [], hasDraft: false });
    expect(await get(as.basic)).toEqual(created);
    expect(await failure(create(as.basic, licence()))).toMatchObject({ code: 409 });
    const afterCreate = await changelogs(as.basic, { pageSize: 50 });
    expect(afterCreate.rows.every((r) => r.action === 'create' && r.oldValue === null && r.operator.length > 0)).toBe(true);
    expect(afterCreate.rows.find((r) => r.field === 'legalPerson')).toMatchObject({ fieldLabel: '法定代表人', newValue: '陈海峰' });

    // Edit replaces the whole record: the omitted contact phone is cleared.
    const edited = await edit(as.basic, { ...licence({ legalPerson: '周立新' }), id: created.id });
    expect(edited).toMatchObject({ id: created.id, legalPerson: '周立新', contactPhone: null });
    const editLogs = (await changelogs(as.basic, { pageSize: 2 })).rows;
    expect(editLogs.map((r) => [r.field, r.oldValue, r.newValue, r.action]).sort()).toEqual([
      ['contactPhone', '021-58880000', null, 'edit'],
      ['legalPerson', '陈海峰', '周立新', 'edit'],
    ]);

    // Update changes only what it names; the rest stays.
    const patched = await patch(as.basic, { id: created.id, regCapital: 12000, businessTermEnd: null });
    expect(patched).toMatchObject({ legalPerson: '周立新', regCapital: 12000, businessTermEnd: null, address: licence().address });
    const newest = await changelogs(as.basic, { pageSize: 2 });
    expect(newest.rows.map((r) => [r.field, r.oldValue, r.newValue, r.action]).sort()).toEqual([
      ['businessTermEnd', '2042-04-15', null, 'update'],
      ['regCapital', '8000', '12000', 'update'],
    ]);
    expect((await changelogs(as.basic, { field: 'legalPerson' })).rows.map((r) => r.action)).toEqual(['edit', 'create']);
    // Nothing changed, nothing logged.
    const total = (await changelogs(as.basic)).total;
    await patch(as.basic, { id: created.id, regCapital: 12000 });
    expect((await changelogs(as.basic)).total).toBe(total);

    // The account's enterprise name follows the licence.
    await patch(as.basic, { id: created.id, entName: '华东基础建设工程集团有限公司' });
    expect((await unwrap(as.basic.GET('/portal/getInfo'))).ent?.entName).toBe('华东基础建设工程集团有限公司');
    await patch(as.basic, { id: created.id, entName: DEMO.basic.entName });
  });

  it('rejects a wrong credit code, a merged record that breaks the rules, another enterprise’s code and a foreign id', async () => {
    const wrong = `${DEMO.basic.creditCode.slice(0, 17)}${DEMO.basic.creditCode.endsWith('0') ? '1' : '0'}`;
    const current = (await get(as.basic))!;
    for (const call of [
      () => create(as.demo, licence({ creditCode: wrong })),
      () => edit(as.basic, { ...licence({ creditCode: wrong }), id: current.id }),
      () => patch(as.basic, { id: current.id, creditCode: wrong }),
    ]) {
      const error = await failure(call());
      expect(error).toMatchObject({ code: 400, errors: [{ field: 'body.creditCode', msg: CREDIT_CODE_MESSAGE }] });
    }
    const early = await failure(patch(as.basic, { id: current.id, businessTermEnd: '2000-01-01' }));
    expect(early).toMatchObject({ code: 400, errors: [{ field: 'body.businessTermEnd', msg: '营业期限截止日不能早于起始日' }] });
    const taken = await failure(patch(as.basic, { id: current.id, creditCode: DEMO.member.creditCode }));
    expect(taken).toMatchObject({ code: 409, errors: [{ field: 'body.creditCode' }] });
    const demoId = (await get(as.demo))!.id;
    expect(await failure(edit(as.basic, { ...licence(), id: demoId }))).toMatchObject({ code: 404, message: '营业执照不存在' });
    expect(await failure(patch(as.basic, { id: demoId, legalPerson: '某某' }))).toMatchObject({ code: 404 });
    expect(await failure(patch(as.basic, { id: current.id, entType: 'nope' }))).toMatchObject({ code: 400, errors: [{ field: 'body.entType' }] });
    expect((await get(as.demo))!.legalPerson).toBe(DEMO_LICENCE.legalPerson);
  });

  it('keeps one draft per enterprise, resumes it, deletes it, and drops it on a whole save', async () => {
    expect(await draft(as.basic)).toBeNull();
    const saved = await saveDraft(as.basic, { legalPerson: '草稿人', creditCode: '91310000', regCapital: null });
    expect(saved).toMatchObject({ legalPerson: '草稿人', creditCode: '91310000', regCapital: null });
    expect(saved).not.toHaveProperty('address');
    const overwritten = await saveDraft(as.basic, { address: '上海市黄浦区' });
    expect(overwritten).not.toHaveProperty('legalPerson');
    expect(await draft(as.basic)).toEqual(overwritten);
    const current = (await get(as.basic))!;
    expect(current.hasDraft).toBe(true);
    const bad = await as.basic.POST('/portal/ent/saveTmp', { body: { establishDate: 'yesterday' } as never }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 400 });

    // A partial update keeps the draft; a whole edit drops it.
    expect((await patch(as.basic, { id: current.id, contactPhone: '021-58880001' })).hasDraft).toBe(true);
    expect((await edit(as.basic, { ...licence(), id: current.id })).hasDraft).toBe(false);
    expect(await draft(as.basic)).toBeNull();

    await saveDraft(as.basic, { entName: '临时' });
    await as.basic.DELETE('/portal/ent/saveTmp');
    expect(await draft(as.basic)).toBeNull();
    await as.basic.DELETE('/portal/ent/saveTmp');
    expect(await draft(as.demo)).toBeNull();
  });

  it('counts the enterprise’s own records', async () => {
    const items = DEMO_CERTIFICATES.reduce((n, c) => n + c.items.length, 0);
    expect(await unwrap(as.demo.GET('/portal/entInfoNum/total'))).toEqual({
      hasLicense: true,
      certificateNum: DEMO_CERTIFICATES.length,
      certificateItemNum: items,
      registeredPersonNum: DEMO_REGISTERED_COUNT,
      otherPersonNum: DEMO_OTHER_COUNT,
      projectNum: DEMO_PROJECT_COUNT,
      performanceNum: DEMO_PERFORMANCE_COUNT,
    });
    const status = (s: string) => DEMO_CERTIFICATES.filter((c) => certStatus(c.expiryDate) === s).length;
    expect(await unwrap(as.demo.GET('/portal/entInfoNum/certificateNum'))).toEqual({
      total: DEMO_CERTIFICATES.length,
      valid: status('valid'),
      expiringSoon: status('expiringSoon'),
      expired: status('expired'),
      itemTotal: items,
    });
    const registered = (certStatus: string) =>
      page(as.demo.GET('/portal/person/getRegisterList', { params: { query: { certStatus: certStatus as never, pageSize: 1 } } })).then((p) => p.total);
    const others = (personKind: string) =>
      page(as.demo.GET('/portal/person/getElseList', { params: { query: { personKind: personKind as never, pageSize: 1 } } })).then((p) => p.total);
    const persons = await unwrap(as.demo.GET('/portal/entInfoNum/personNum'));
    expect(persons).toEqual({
      registeredTotal: DEMO_REGISTERED_COUNT,
      registeredExpiringSoon: await registered('expiringSoon'),
      registeredExpired: await registered('expired'),
      otherTotal: DEMO_OTHER_COUNT,
      technicalTotal: await others('technical'),
      workerTotal: await others('worker'),
      performanceTotal: DEMO_PERFORMANCE_COUNT,
    });
    expect(persons.technicalTotal + persons.workerTotal).toBe(DEMO_OTHER_COUNT);
    const projectTotal = (status: 'inProgress' | 'completed') =>
      page(as.demo.GET('/portal/project/list', { params: { query: { status, pageSize: 1 } } })).then((p) => p.total);
    const projects = await unwrap(as.demo.GET('/portal/entInfoNum/projectNum'));
    expect(projects).toEqual({ total: DEMO_PROJECT_COUNT, inProgress: await projectTotal('inProgress'), completed: await projectTotal('completed'), unreadMessage: 0 });
    expect(projects.inProgress + projects.completed).toBe(DEMO_PROJECT_COUNT);
    expect(projects.inProgress).toBeGreaterThan(0);
    expect(projects.completed).toBeGreaterThan(0);
    expect((await unwrap(as.demo.GET('/portal/entInfoNum/remindNum'))).total).toBe(0);
  });

  it('shows a newly registered member only its own, empty licence and counts', async () => {
    const fresh = await registerMember('13900000077', '西山新建建设有限公司');
    expect(await get(fresh)).toBeNull();
    expect((await changelogs(fresh)).total).toBe(0);
    expect(await draft(fresh)).toBeNull();
    expect(await unwrap(fresh.GET('/portal/entInfoNum/total'))).toMatchObject({ hasLicense: false, certificateNum: 0, registeredPersonNum: 0, otherPersonNum: 0 });
    const own = await create(fresh, licence({ entName: '西山新建建设有限公司', creditCode: creditCode('91110108MA02XY7Q8'), prov: '110000', city: '110100' }));
    expect(own.entId).not.toBe((await get(as.demo))!.entId);
    expect((await get(as.demo))!.creditCode).toBe(DEMO_LICENCE.creditCode);
    expect((await changelogs(as.demo)).total).toBe(DEMO_LICENCE_CHANGES.length);
  });

  it('answers concurrent first saves with one licence and 409 “already exists” for the rest', async () => {
    const fresh = await registerMember('13900000078', '东湖并发建设有限公司');
    const body = licence({ entName: '东湖并发建设有限公司', creditCode: creditCode('91420100MA4KXY7Q8'), prov: '420000', city: '420100' });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => create(fresh, body)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 409, message: '本企业已有营业执照，请修改现有营业执照' });
    }
    expect((await changelogs(fresh, { field: 'entName' })).total).toBe(1);
  });

  it('keeps concurrent partial updates of different fields and logs each change against the value it replaced', async () => {
    const fresh = await registerMember('13900000079', '汉江并发建设有限公司');
    const created = await create(fresh, licence({ entName: '汉江并发建设有限公司', creditCode: creditCode('91420100MA4KXY7R6'), prov: '420000', city: '420100' }));
    const names = ['甲', '乙', '丙', '丁'].map((n) => `法人${n}`);
    const phones = ['027-80000001', '027-80000002', '027-80000003', '027-80000004'];
    await Promise.all(names.flatMap((legalPerson, i) => [patch(fresh, { id: created.id, legalPerson }), patch(fresh, { id: created.id, contactPhone: phones[i] })]));
    const saved = (await get(fresh))!;
    // Every patch landed on the record as it then was: the last of each field is kept, the other field untouched.
    expect(names).toContain(saved.legalPerson);
    expect(phones).toContain(saved.contactPhone);
    for (const field of ['legalPerson', 'contactPhone'] as const) {
      const chain = (await changelogs(fresh, { field, pageSize: 50 })).rows.reverse();
      chain.forEach((row, i) => expect(row.oldValue, `${field} #${i}`).toBe(i === 0 ? null : chain[i - 1]!.newValue));
      expect(chain.at(-1)!.newValue).toBe(saved[field]);
    }
  });

  it('answers 403 to an account without an enterprise, on every operation', async () => {
    const id = (await get(as.demo))!.id;
    const calls = [
      () => get(as.admin),
      () => create(as.admin, licence()),
      () => edit(as.admin, { ...licence(), id }),
      () => patch(as.admin, { id, legalPerson: '某某' }),
      () => draft(as.admin),
      () => saveDraft(as.admin, {}),
      () => as.admin.DELETE('/portal/ent/saveTmp'),
      () => changelogs(as.admin),
      () => unwrap(as.admin.GET('/portal/entInfoNum/total')),
      () => unwrap(as.admin.GET('/portal/entInfoNum/remindNum')),
      () => unwrap(as.admin.GET('/portal/entInfoNum/certificateNum')),
      () => unwrap(as.admin.GET('/portal/entInfoNum/projectNum')),
      () => unwrap(as.admin.GET('/portal/entInfoNum/personNum')),
    ];
    for (const call of calls) {
      expect(await failure(call())).toMatchObject({ code: 403, body: { msg: '当前账号未关联企业，无法访问企业数据' } });
    }
  });
});

describe('licence attachments', () => {
  const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const upload = (client: Client, bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') => {
    const form = new FormData();
    form.append('bizType', 'yyzz');
    form.append('file', new Blob([bytes], { type }), name);
    return client.POST('/portal/qyAttachmentFile/addYyzzFile', { body: form as never });
  };
  const filesOf = (client: Client, bizId: string) =>
    unwrap(client.GET('/portal/qyAttachmentFile/getFileByParams', { params: { query: { bizType: 'yyzz', bizId } } }));

  it('accepts a PNG, binds it when the licence lists it, and lists it only for its enterprise', async () => {
    const file = await unwrap(upload(as.basic, PNG, '../营业执照 副本.png'));
    expect(file).toMatchObject({ fileName: '营业执照 副本.png', contentType: 'image/png', size: PNG.length, bizType: 'yyzz', bizId: null });
    const entId = (await get(as.basic))!.entId;
    expect(await fs.readFile(path.join(dataDir, 'uploads', entId, `${file.fileId}.png`))).toEqual(Buffer.from(PNG));
    const current = (await get(as.basic))!;
    const patched = await patch(as.basic, { id: current.id, licenseFileIds: [file.fileId] });
    expect(patched.licenseFileIds).toEqual([file.fileId]);
    expect((await filesOf(as.basic, current.id)).map((f) => [f.fileId, f.bizId])).toEqual([[file.fileId, current.id]]);
    expect(await filesOf(as.demo, current.id)).toEqual([]);
    // Another enterprise cannot list someone else's file on its licence.
    const demoId = (await get(as.demo))!.id;
    const stolen = await failure(patch(as.demo, { id: demoId, licenseFileIds: [file.fileId] }));
    expect(stolen).toMatchObject({ code: 400, errors: [{ field: 'body.licenseFileIds.0' }] });
    // Dropping it from the licence unbinds it.
    await patch(as.basic, { id: current.id, licenseFileIds: [] });
    expect(await filesOf(as.basic, current.id)).toEqual([]);
  });

  it('rejects a text file named .png and a file over 10 MB', async () => {
    const text = await failure(upload(as.basic, new TextEncoder().encode('not an image at all'), 'fake.png'));
    expect(text).toMatchObject({ code: 415, body: { msg: '仅支持图片或 PDF 文件' } });
    const boundary = '----licence-test';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const payload = Buffer.concat([head, big, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const token = await login(server, DEMO.basic.username, DEMO.basic.password);
    const res = await server.app.inject({
      method: 'POST',
      url: '/portal/qyAttachmentFile/addYyzzFile',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ code: 413, msg: '文件不能超过 10 MB' });
  });

  it('shows the scans in the changelog by file name, and a file deleted since as such', async () => {
    const licence = (await get(as.demo))!;
    const [front, back] = [await unwrap(upload(as.demo, PNG, '执照正本.png')), await unwrap(upload(as.demo, PNG, '执照副本.png'))];
    await patch(as.demo, { id: licence.id, licenseFileIds: [front.fileId, back.fileId] });
    const newest = async () => (await changelogs(as.demo, { field: 'licenseFileIds', pageSize: 1 })).rows[0];
    expect(await newest()).toMatchObject({ fieldLabel: formLabel('licenseFileIds'), oldValue: null, newValue: '执照正本.png、执照副本.png' });
    await patch(as.demo, { id: licence.id, licenseFileIds: [back.fileId] });
    await server.database.db.delete(attachments).where(eq(attachments.id, front.fileId));
    expect(await newest()).toMatchObject({ oldValue: '已删除的文件、执照副本.png', newValue: '执照副本.png' });
  });

  it('answers 403 to an account without an enterprise', async () => {
    expect(await failure(upload(as.admin, PNG, 'a.png'))).toMatchObject({ code: 403 });
    const id = (await get(as.demo))!.id;
    expect(await failure(filesOf(as.admin, id))).toMatchObject({ code: 403 });
  });
});

describe('licence changelog labels', () => {
  it('labels each change with the label the licence form shows', async () => {
    const licence = (await get(as.demo))!;
    await patch(as.demo, { id: licence.id, businessTermStart: '2015-01-01', regCapital: 60000, prov: '310000', city: '310100' });
    const newest = async (field: string) => (await changelogs(as.demo, { field, pageSize: 1 })).rows[0];
    expect(formLabel('businessTermStart')).toBe('营业期限自');
    expect(await newest('businessTermStart')).toMatchObject({ fieldLabel: '营业期限自', newValue: '2015-01-01' });
    expect(await newest('regCapital')).toMatchObject({ fieldLabel: `${formLabel('regCapital')}（万元）` });
    expect(await newest('prov')).toMatchObject({ fieldLabel: `${formLabel('region')}（省份）` });
    expect(await newest('city')).toMatchObject({ fieldLabel: `${formLabel('region')}（城市）` });
  });
});
