import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../forms/common.ts';
import { reminders } from '../../server/db/schema/reminders.ts';
import { enterprises } from '../../server/db/schema/identity.ts';
import { refreshAllReminders } from '../../server/reminders/engine.ts';
import { runDailyReminders } from '../../server/reminders/daily-job.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
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

function inDays(days: number): string {
  const date = new Date(`${todayInChina()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const person = (overrides: Record<string, unknown> = {}) => ({
  name: '提醒测试',
  idCard: idCard('11010519900307351'),
  gender: '男' as const,
  birthDate: '1990-03-07',
  regCategory: 'jzs1',
  regSpecialty: 'jzs_jzgc',
  regNo: '京1112020000901',
  certValidFrom: '2024-01-01',
  certValidTo: inDays(20),
  socialInsurance: 'normal',
  ...overrides,
});

const counts = (client: Client) => unwrap(client.GET('/portal/reminder/counts'));
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/reminder/list', { params: { query } }));
const open = (client: Client, id: string) => client.GET('/portal/reminder/info/{id}', { params: { path: { id } } });

async function entIdOf(username: string): Promise<string> {
  const rows = await server.database.db.select({ id: enterprises.id, name: enterprises.entName }).from(enterprises);
  const info = await unwrap(as[username === DEMO.member.username ? 'demo' : 'basic'].GET('/portal/getInfo'));
  return rows.find((r) => r.id === info.ent?.entId)!.id;
}

describe('reminders', () => {
  it('reminds of a certificate expiring in 20 days right after the save, and resolves it once the date is fixed', async () => {
    const before = await counts(as.basic);
    const created = await unwrap(as.basic.POST('/portal/person/addRegister', { body: person() }));

    const after = await counts(as.basic);
    expect(after.zcry).toBe(before.zcry + 1);
    expect(after.total).toBe(before.total + 1);
    const { rows } = await list(as.basic, { type: 'zcry' });
    const reminder = rows.find((r) => r.bizId === created.id)!;
    expect(reminder).toMatchObject({
      type: 'zcry',
      rule: 'registeredPerson.certExpiring',
      level: 'warning',
      title: `提醒测试 的注册证书将于 ${inDays(20)} 到期`,
      expireDate: inDays(20),
      isRead: false,
      resolveTime: null,
    });

    // The information centre and the reminder menu show the same number.
    const centre = await unwrap(as.basic.GET('/portal/entInfoNum/remindNum'));
    expect(centre).toMatchObject({ total: after.total, registeredPerson: after.zcry });

    const detail = await unwrap(open(as.basic, reminder.id));
    expect(detail).toMatchObject({ id: reminder.id, isRead: true, link: `/qyxx/zcry/ryxx?mode=edit&id=${created.id}&focus=certValidTo` });
    expect(detail.suggestion).toContain('延续注册');
    expect((await counts(as.basic)).zcry).toBe(before.zcry);
    expect((await list(as.basic, { type: 'zcry', isRead: true })).rows.map((r) => r.id)).toContain(reminder.id);

    await unwrap(as.basic.POST('/portal/person/updateRegister', { body: { ...person({ certValidTo: inDays(800) }), id: created.id } }));
    expect((await list(as.basic, { type: 'zcry' })).rows.map((r) => r.id)).not.toContain(reminder.id);
    const resolved = (await list(as.basic, { type: 'zcry', status: 'resolved' })).rows.find((r) => r.id === reminder.id);
    expect(resolved?.resolveTime).toEqual(expect.any(String));

    // The cause comes back: the same reminder opens again, unread.
    await unwrap(as.basic.POST('/portal/person/updateRegister', { body: { ...person({ certValidTo: inDays(20) }), id: created.id } }));
    const reopened = (await list(as.basic, { type: 'zcry' })).rows.find((r) => r.bizId === created.id);
    expect(reopened).toMatchObject({ id: reminder.id, isRead: false, resolveTime: null });

    // Deleting the person resolves its reminders.
    await (as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: created.id } } }));
    expect((await list(as.basic, { type: 'zcry' })).rows.map((r) => r.bizId)).not.toContain(created.id);
    expect((await counts(as.basic)).zcry).toBe(before.zcry);
  });

  it('moves a reminder to the next step as the date nears, resolving the earlier step', async () => {
    const created = await unwrap(as.basic.POST('/portal/person/addRegister', { body: person({ idCard: idCard('11010519900307441'), regNo: '京1112020000902', certValidTo: inDays(50) }) }));
    const first = (await list(as.basic, { type: 'zcry' })).rows.find((r) => r.bizId === created.id)!;
    await unwrap(as.basic.POST('/portal/person/updateRegister', { body: { ...person({ idCard: idCard('11010519900307441'), regNo: '京1112020000902', certValidTo: inDays(-2) }), id: created.id } }));
    const now = (await list(as.basic, { type: 'zcry' })).rows.filter((r) => r.bizId === created.id);
    expect(now).toHaveLength(1);
    expect(now[0]).toMatchObject({ level: 'danger', title: '提醒测试 的注册证书已过期' });
    expect(now[0]!.id).not.toBe(first.id);
    expect((await list(as.basic, { status: 'resolved' })).rows.map((r) => r.id)).toContain(first.id);
    await (as.basic.POST('/portal/person/deleteRegister/{id}', { params: { path: { id: created.id } } }));
  });

  it('marks chosen reminders or all of them read, ignoring another enterprise’s ids', async () => {
    await runDailyReminders(server.database.db, todayInChina());
    const demo = await list(as.demo, { pageSize: 100 });
    expect(demo.total).toBeGreaterThan(0);
    const [first, second] = demo.rows;

    await (as.basic.POST('/portal/reminder/read', { body: { ids: [first!.id] } }));
    expect((await list(as.demo, { isRead: false, pageSize: 100 })).rows.map((r) => r.id)).toContain(first!.id);

    await (as.demo.POST('/portal/reminder/read', { body: { ids: [first!.id] } }));
    const unread = await list(as.demo, { isRead: false, pageSize: 100 });
    expect(unread.rows.map((r) => r.id)).not.toContain(first!.id);
    expect(unread.rows.map((r) => r.id)).toContain(second!.id);

    await (as.demo.POST('/portal/reminder/read', { body: { all: true } }));
    expect((await counts(as.demo)).total).toBe(0);
    expect((await list(as.demo, { isRead: false })).total).toBe(0);
  });

  it('answers another enterprise’s reminder as not found and an account without an enterprise with nothing', async () => {
    const [theirs] = (await list(as.demo, { status: 'all' })).rows;
    expect(await failure(open(as.basic, theirs!.id))).toMatchObject({ code: 404, message: '提醒不存在' });
    expect(await failure(open(as.demo, '00000000-0000-4000-8000-000000000000'))).toMatchObject({ code: 404 });

    expect(await list(as.admin)).toEqual({ rows: [], total: 0 });
    expect(await counts(as.admin)).toEqual({ yyzz: 0, zzzs: 0, jgptxm: 0, zcry: 0, qtry: 0, ryyj: 0, zzyc: 0, total: 0 });
    expect(await failure(open(as.admin, theirs!.id))).toMatchObject({ code: 403 });
    expect(await failure(as.admin.POST('/portal/reminder/read', { body: { all: true } }))).toMatchObject({ code: 403 });
    expect(await failure(server.client.GET('/portal/reminder/counts'))).toMatchObject({ code: 401 });
  });

  it('rejects bad input with a 400 envelope', async () => {
    expect(await failure(list(as.demo, { type: 'bogus' }))).toMatchObject({ code: 400 });
    expect(await failure(list(as.demo, { orderByColumn: 'title' }))).toMatchObject({ code: 400 });
    expect(await failure(list(as.demo, { status: 'done' }))).toMatchObject({ code: 400 });
    expect(await failure(open(as.demo, 'not-a-uuid'))).toMatchObject({ code: 400 });
    const read = (body: unknown) => as.demo.POST('/portal/reminder/read', { body: body as { all: true } });
    expect(await failure(read({ ids: [] }))).toMatchObject({ code: 400 });
    expect(await failure(read({ all: false }))).toMatchObject({ code: 400 });
    expect(await failure(read({ ids: ['x'], all: true }))).toMatchObject({ code: 400 });
  });

  it('sorts by due date', async () => {
    const { rows } = await list(as.demo, { status: 'all', orderByColumn: 'expireDate', isAsc: 'asc', pageSize: 100 });
    const dates = rows.map((r) => r.expireDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort());
  });

  it('reminds of the licence’s business term after a licence save', async () => {
    const licence = await unwrap(as.demo.GET('/portal/ent'));
    const before = await counts(as.demo);
    await unwrap(as.demo.POST('/portal/ent/update', { body: { id: licence!.id, businessTermEnd: inDays(25) } as never }));
    const after = await counts(as.demo);
    expect(after.yyzz).toBeGreaterThan(before.yyzz);
    const found = (await list(as.demo, { type: 'yyzz' })).rows.find((r) => r.rule === 'enterprise.businessTermEnding');
    expect(found).toMatchObject({ level: 'warning', expireDate: inDays(25) });
  });
});

describe('the daily run', () => {
  it('runs once a day across processes and never duplicates a reminder', async () => {
    const db = server.database.db;
    const day = '2031-01-05';
    const runs = await Promise.all([runDailyReminders(db, day), runDailyReminders(db, day), runDailyReminders(db, day)]);
    expect(runs.filter((r) => r.ran)).toHaveLength(1);
    expect(runs.find((r) => r.ran)!.enterprises).toBeGreaterThan(1);
    expect((await runDailyReminders(db, day)).ran).toBe(false);

    const entId = await entIdOf(DEMO.member.username);
    const stored = async () => (await db.select({ n: count() }).from(reminders).where(eq(reminders.entId, entId)))[0]!.n;
    const once = await stored();
    const again = await refreshAllReminders(db, entId, day);
    expect(again).toEqual({ created: [], updated: 0, resolved: 0 });
    expect(await stored()).toBe(once);
    const keys = await db
      .select({ n: count() })
      .from(reminders)
      .where(and(eq(reminders.entId, entId)))
      .groupBy(reminders.rule, reminders.recordId, reminders.threshold);
    expect(keys.every((k) => k.n === 1)).toBe(true);
  });
});
