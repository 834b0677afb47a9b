import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInChina } from '../../forms/common.ts';
import { userRoles, users } from '../../server/db/schema/identity.ts';
import { reminderSms } from '../../server/db/schema/messages.ts';
import { reminders } from '../../server/db/schema/reminders.ts';
import { outbox } from '../../server/db/schema/system.ts';
import { hashPassword } from '../../server/identity/passwords.ts';
import { createMessages } from '../../server/messages/create.ts';
import { sendDueReminderSms } from '../../server/messages/reminder-sms.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { page, unwrap } from '../../src/api/unwrap.ts';
import { latestCode, login } from '../support/flows.ts';
import { failure, personnelClients } from '../support/personnel.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

type Client = TestServer['client'];

let server: TestServer;
/** demo and basic: two enterprises; basic2: a second member of basic's enterprise; admin: no enterprise. */
let as: Awaited<ReturnType<typeof personnelClients>> & { basic2: Client };
let basicEntId: string;
beforeAll(async () => {
  server = await startTestServer();
  const clients = await personnelClients(server);
  const [basic] = await server.database.db.select().from(users).where(eq(users.userName, DEMO.basic.username));
  const [second] = await server.database.db
    .insert(users)
    .values({ userName: 'basic2', nickName: '第二成员', passwordHash: await hashPassword('Basic2@2026'), entId: basic!.entId })
    .returning();
  await server.database.db.insert(userRoles).values({ userId: second!.id, roleKey: 'member' });
  basicEntId = basic!.entId!;
  as = { ...clients, basic2: server.as(await login(server, 'basic2', 'Basic2@2026')) };
});
afterAll(() => server.close());

function inDays(days: number): string {
  const date = new Date(`${todayInChina()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

let serial = 500;
const certificate = (expiryDate: string) => ({
  certNo: `D2310${String(serial++).padStart(5, '0')}`,
  certType: 'jzy',
  issueAuthority: '上海市住房和城乡建设管理委员会',
  issueDate: '2024-04-01',
  expiryDate,
});
const addCertificate = (client: Client, expiryDate: string) =>
  unwrap(client.POST('/portal/zzzs/add', { body: certificate(expiryDate) as never }));
const project = (name: string) => ({
  projectName: name,
  projectType: 'building',
  prov: '310000',
  city: '310100',
  contractAmount: 100,
  startDate: '2024-03-01',
  entRole: 'general_contractor',
  stage: 'in_progress',
});
const addProject = (client: Client, name: string) => unwrap(client.POST('/portal/project', { body: project(name) as never }));

const unreadCount = (client: Client) => unwrap(client.GET('/portal/message/unreadMessageCount'));
const badge = async (client: Client) => (await unwrap(client.GET('/portal/getInfo'))).unreadMessage;
const list = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/message/list', { params: { query } }));
const zsList = (client: Client, query: Record<string, unknown> = {}) => page(client.GET('/portal/message/zsMessage', { params: { query } }));
const latest = (client: Client, path: '/portal/message/unreadMessage' | '/portal/message/zsUnreadHandleMessage' | '/portal/message/zsUnreadReadMessage' | '/portal/message/zsDqUnreadMessage' | '/portal/message/projectUnreadMessage' | '/portal/message/memberUnreadMessage') =>
  unwrap(client.GET(path, { params: { query: { limit: 50 } } }));
const readOne = (client: Client, id: string) => client.POST('/portal/message/readMessage', { params: { query: { id } } });
const idBody = (id: string) => ({ body: { id } });
/** Awaits a call whose success has no data (the client rejects a failure). */
const done = async (call: Promise<unknown>) => {
  await call;
};
const sandboxSms = () => createSandboxProviders(server.database.db).sms;

/** The messages of `client` about record `bizId`. */
const about = async (client: Client, bizId: string) => (await list(client, { pageSize: 100 })).rows.filter((m) => m.bizId === bizId);

describe('messages from reminders', () => {
  it('makes a new danger certificate reminder a zs expiry message for every member, counted alike everywhere', async () => {
    const before = await unreadCount(as.basic);
    expect(await badge(as.basic)).toBe(before);
    const zsBefore = await unwrap(as.basic.GET('/portal/message/zsUnreadMessageCount'));

    const cert = await addCertificate(as.basic, inDays(-3));
    const [mine] = await about(as.basic, cert.id);
    expect(mine).toMatchObject({
      type: 'zs',
      subType: 'expiry',
      title: `资质证书 ${cert.certNo} 已过期`,
      isRead: false,
      isHandled: false,
      link: `/qyxx/zzzs/zzzsxx?mode=edit&id=${cert.id}&focus=expiryDate`,
    });
    const [theirs] = await about(as.basic2, cert.id);
    expect(theirs).toMatchObject({ type: 'zs', subType: 'expiry', isRead: false });
    expect(theirs!.id).not.toBe(mine!.id);
    expect(await about(as.demo, cert.id)).toEqual([]);

    expect(await unreadCount(as.basic)).toBe(before + 1);
    expect(await badge(as.basic)).toBe(before + 1);
    expect(await unwrap(as.basic.GET('/portal/message/zsUnreadMessageCount'))).toBe(zsBefore + 1);
    for (const path of ['/portal/message/unreadMessage', '/portal/message/zsUnreadReadMessage', '/portal/message/zsDqUnreadMessage', '/portal/message/zsUnreadHandleMessage'] as const) {
      expect((await latest(as.basic, path)).map((m) => m.id), path).toContain(mine!.id);
    }
    expect((await latest(as.basic, '/portal/message/projectUnreadMessage')).map((m) => m.id)).not.toContain(mine!.id);
    expect((await zsList(as.basic, { subType: 'expiry', isRead: false })).rows.map((m) => m.id)).toContain(mine!.id);
    expect((await zsList(as.basic, { subType: 'anomaly' })).rows.map((m) => m.id)).not.toContain(mine!.id);
    expect((await list(as.basic, { type: 'project' })).rows.map((m) => m.id)).not.toContain(mine!.id);

    // Saving again without a change neither duplicates the message nor brings it back unread.
    await unwrap(as.basic.POST('/portal/zzzs/edit', { body: { ...certificate(cert.expiryDate), certNo: cert.certNo, id: cert.id } as never }));
    expect(await about(as.basic, cert.id)).toHaveLength(1);
  });

  it('reads and handles a certificate message for its own user only', async () => {
    const cert = await addCertificate(as.basic, inDays(-10));
    const [mine] = await about(as.basic, cert.id);
    const [theirs] = await about(as.basic2, cert.id);

    await done(as.basic.POST('/portal/message/zsMessageRead', idBody(mine!.id)));
    expect((await about(as.basic, cert.id))[0]).toMatchObject({ isRead: true, isHandled: false });
    expect((await latest(as.basic, '/portal/message/zsUnreadHandleMessage')).map((m) => m.id)).toContain(mine!.id);
    expect((await about(as.basic2, cert.id))[0]).toMatchObject({ isRead: false });

    await done(as.basic2.POST('/portal/message/zsMessageHandle', idBody(theirs!.id)));
    expect((await about(as.basic2, cert.id))[0]).toMatchObject({ isRead: true, isHandled: true });
    expect((await latest(as.basic2, '/portal/message/zsUnreadHandleMessage')).map((m) => m.id)).not.toContain(theirs!.id);
    expect((await zsList(as.basic2, { isHandled: true })).rows.map((m) => m.id)).toContain(theirs!.id);
    expect((await about(as.basic, cert.id))[0]).toMatchObject({ isHandled: false });
    // Marking again succeeds as well.
    await done(as.basic2.POST('/portal/message/zsMessageHandle', idBody(theirs!.id)));
  });

  it('brings a message back unread when its reminder comes back', async () => {
    const cert = await addCertificate(as.basic, inDays(20));
    const [first] = await about(as.basic, cert.id);
    expect(first).toMatchObject({ subType: 'expiry', title: `资质证书 ${cert.certNo} 将于 ${inDays(20)} 到期` });
    await done(readOne(as.basic, first!.id));
    const edit = (expiryDate: string) =>
      unwrap(as.basic.POST('/portal/zzzs/edit', { body: { ...certificate(expiryDate), certNo: cert.certNo, id: cert.id } as never }));
    await edit(inDays(900));
    await edit(inDays(20));
    const again = await about(as.basic, cert.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: first!.id, isRead: false });
  });

  it('makes project reminders project messages, which the project pages list and mark with the same read state', async () => {
    const mine = await addProject(as.basic, '消息测试项目一');
    const other = await addProject(as.basic, '消息测试项目二');
    const [message] = await about(as.basic, mine.id);
    expect(message).toMatchObject({ type: 'project', subType: null, isHandled: null, isRead: false, title: '消息测试项目一 没有监管平台项目编号' });
    expect((await latest(as.basic, '/portal/message/projectUnreadMessage')).map((m) => m.id)).toContain(message!.id);

    const unreadBefore = await unwrap(as.basic.GET('/portal/project/messageUnReadCount'));
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    const ofProject = await page(as.basic.GET('/portal/project/message/{id}', { params: { path: { id: mine.id } } }));
    expect(ofProject).toEqual({
      total: 1,
      rows: [{ id: message!.id, projectId: mine.id, projectName: '消息测试项目一', title: message!.title, content: message!.content, isRead: false, createTime: message!.createTime }],
    });
    const filtered = await page(as.basic.GET('/portal/project/messageAll', { params: { query: { projectId: other.id } } }));
    expect(filtered.rows.map((m) => m.projectId)).toEqual([other.id]);
    expect((await page(as.basic.GET('/portal/project/messageAll', { params: { query: { pageSize: 100 } } }))).total).toBeGreaterThanOrEqual(2);

    await done(as.basic.POST('/portal/project/readMessage/{id}', { params: { path: { id: message!.id } } }));
    expect(await unwrap(as.basic.GET('/portal/project/messageUnReadCount'))).toBe(unreadBefore - 1);
    expect((await about(as.basic, mine.id))[0]!.isRead).toBe(true);
    const read = await page(as.basic.GET('/portal/project/message/{id}', { params: { path: { id: mine.id }, query: { isRead: false } } }));
    expect(read.total).toBe(0);

    const [second] = await about(as.basic, other.id);
    await done(as.basic.POST('/portal/message/projectMessageRead', idBody(second!.id)));
    expect(await unwrap(as.basic.GET('/portal/project/messageUnReadCount'))).toBe(unreadBefore - 2);

    // A message of another kind is not a project or certificate message.
    const cert = await addCertificate(as.basic, inDays(-30));
    const [zs] = await about(as.basic, cert.id);
    expect(await failure(as.basic.POST('/portal/message/projectMessageRead', idBody(zs!.id)))).toMatchObject({ code: 404 });
    expect(await failure(as.basic.POST('/portal/project/readMessage/{id}', { params: { path: { id: zs!.id } } }))).toMatchObject({ code: 404 });
    expect(await failure(as.basic.POST('/portal/message/zsMessageHandle', idBody(second!.id)))).toMatchObject({ code: 404 });
    expect(await failure(as.basic.POST('/portal/message/zsMessageRead', idBody(second!.id)))).toMatchObject({ code: 404 });
  });

  it('writes member messages through createMessages, to the enterprise or one user', async () => {
    await createMessages(server.database.db, [
      { entId: basicEntId, type: 'member', title: '会员即将到期', content: '贵企业的会员将于 30 天后到期。' },
      { entId: basicEntId, userId: (await unwrap(as.basic2.GET('/portal/getInfo'))).user.userId, type: 'member', title: '订单已支付', content: '订单已支付。' },
    ]);
    expect((await latest(as.basic, '/portal/message/memberUnreadMessage')).map((m) => m.title)).toEqual(['会员即将到期']);
    expect((await latest(as.basic2, '/portal/message/memberUnreadMessage')).map((m) => m.title).sort()).toEqual(['会员即将到期', '订单已支付']);
    expect(await latest(as.demo, '/portal/message/memberUnreadMessage')).toEqual([]);
  });
});

describe('marking read', () => {
  it('marks one message or all of the user’s read, and the badge follows', async () => {
    const rows = (await list(as.basic2, { isRead: false, pageSize: 100 })).rows;
    expect(rows.length).toBeGreaterThan(1);
    const before = await unreadCount(as.basic2);
    await done(readOne(as.basic2, rows[0]!.id));
    await done(readOne(as.basic2, rows[0]!.id));
    expect(await unreadCount(as.basic2)).toBe(before - 1);
    expect(await badge(as.basic2)).toBe(before - 1);
    expect((await list(as.basic2, { isRead: true, pageSize: 100 })).rows.map((m) => m.id)).toContain(rows[0]!.id);

    const basicBefore = await unreadCount(as.basic);
    await done(as.basic2.POST('/portal/message/readMessage', { params: { query: { isAllRead: true } } }));
    expect(await unreadCount(as.basic2)).toBe(0);
    expect(await badge(as.basic2)).toBe(0);
    expect(await unreadCount(as.basic)).toBe(basicBefore);
  });

  it('answers a missing or malformed id with a 400 envelope', async () => {
    const missing = await failure(as.basic.POST('/portal/message/readMessage', { params: { query: {} } }));
    expect(missing).toMatchObject({ code: 400, errors: [{ field: 'query.id' }] });
    expect(missing.message).toMatch(/请指定要标记的消息/);
    expect(await failure(as.basic.POST('/portal/message/readMessage', { params: { query: { isAllRead: false } } }))).toMatchObject({ code: 400 });
    expect(await failure(readOne(as.basic, 'not-a-uuid'))).toMatchObject({ code: 400 });
    expect(await failure(as.basic.POST('/portal/message/zsMessageRead', { body: { id: 'x' } }))).toMatchObject({ code: 400 });
    expect(await failure(as.basic.POST('/portal/message/zsMessageHandle', { body: {} as never }))).toMatchObject({ code: 400 });
    expect(await failure(list(as.basic, { type: 'bogus' }))).toMatchObject({ code: 400 });
    expect(await failure(as.basic.GET('/portal/message/unreadMessage', { params: { query: { limit: 51 } } }))).toMatchObject({ code: 400 });
  });
});

describe('message phones', () => {
  const sendCode = (client: Client, phonenumber: string) => client.GET('/portal/sms/sendMessagePhoneCode', { params: { query: { phonenumber } } });
  const bind = (client: Client, phonenumber: string, code: string) => client.POST('/portal/messagePhone/bindPhone', { body: { phonenumber, code } });
  const phones = (client: Client) => unwrap(client.GET('/portal/messagePhone/list'));
  const bindWithCode = async (client: Client, phone: string) => {
    await unwrap(sendCode(client, phone));
    await done(bind(client, phone, await latestCode(server, phone)));
  };

  it('binds a phone with the code sent to it, masks it in the list, and unbinds it by uuid', async () => {
    const sent = await unwrap(sendCode(as.demo, '13900001001'));
    expect(sent).toEqual({ expiresIn: 300, resendIn: 60 });
    const code = await latestCode(server, '13900001001');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await failure(bind(as.demo, '13900001001', wrong));
    expect(refused).toMatchObject({ code: 400, errors: [{ field: 'body.code' }] });
    expect(refused.message).toMatch(/验证码错误/);
    await done(bind(as.demo, '13900001001', code));

    const [bound] = await phones(as.demo);
    expect(bound).toEqual({ uuid: expect.any(String), phonenumber: '139****1001', createTime: expect.any(String) });
    expect(await failure(sendCode(as.demo, '13900001001'))).toMatchObject({ code: 409, errors: [{ field: 'query.phonenumber' }] });
    expect(await failure(bind(as.demo, '13900001001', code))).toMatchObject({ code: 409, message: '该手机号已绑定为消息接收手机' });
    // A used code does not bind the number for another user either.
    expect(await failure(bind(as.basic, '13900001001', code))).toMatchObject({ code: 400 });

    await done(as.demo.POST('/portal/messagePhone/unBindPhone', { body: { uuid: bound!.uuid } }));
    expect(await phones(as.demo)).toEqual([]);
    expect(await failure(as.demo.POST('/portal/messagePhone/unBindPhone', { body: { uuid: bound!.uuid } }))).toMatchObject({ code: 404 });
  });

  it('binds at most five phones per user', async () => {
    for (let i = 1; i <= 5; i++) await bindWithCode(as.admin, `1390000200${i}`);
    expect((await phones(as.admin)).map((p) => p.phonenumber)).toEqual([1, 2, 3, 4, 5].map((i) => `139****200${i}`));
    const sixth = await failure(sendCode(as.admin, '13900002006'));
    expect(sixth).toMatchObject({ code: 409 });
    expect(sixth.message).toContain('最多绑定 5 个');
    expect(await failure(bind(as.admin, '13900002006', '123456'))).toMatchObject({ code: 409 });
  });

  it('answers bad input with a 400 envelope', async () => {
    expect(await failure(sendCode(as.demo, '12345'))).toMatchObject({ code: 400 });
    expect(await failure(as.demo.POST('/portal/messagePhone/bindPhone', { body: { phonenumber: '13900003001' } as never }))).toMatchObject({ code: 400 });
    expect(await failure(bind(as.demo, '13900003001', '12ab56'))).toMatchObject({ code: 400 });
    const none = await failure(bind(as.demo, '13900003001', '123456'));
    expect(none).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
    expect(await failure(as.demo.POST('/portal/messagePhone/unBindPhone', { body: { uuid: 'nope' } }))).toMatchObject({ code: 400 });
    expect(await failure(as.demo.POST('/portal/messagePhone/unBindPhone', { body: {} as never }))).toMatchObject({ code: 400 });
    await unwrap(sendCode(as.demo, '13900003002'));
    expect(await failure(sendCode(as.demo, '13900003002'))).toMatchObject({ code: 429 });
  });
});

describe('reminder SMS', () => {
  const smsTo = (phone: string, text: string) =>
    server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, phone), like(outbox.body, `%${text}%`)));

  it('sends a danger reminder once to the enterprise’s bound phones, never in quiet hours', async () => {
    await unwrap(as.basic2.GET('/portal/sms/sendMessagePhoneCode', { params: { query: { phonenumber: '13900004001' } } }));
    await done(as.basic2.POST('/portal/messagePhone/bindPhone', { body: { phonenumber: '13900004001', code: await latestCode(server, '13900004001') } }));

    const expired = await addCertificate(as.basic, inDays(-1));
    const expiring = await addCertificate(as.basic, inDays(25));
    const db = server.database.db;
    const sms = sandboxSms();

    // 23:30 and 07:59 China time: nothing goes out.
    expect(await sendDueReminderSms(db, sms, new Date('2031-01-05T15:30:00Z'))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await sendDueReminderSms(db, sms, new Date('2031-01-05T23:59:00Z'))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    expect(await smsTo('13900004001', expired.certNo)).toEqual([]);

    // 08:00: the queued danger reminders go out, to basic's phones only; the warning is a message but no SMS.
    const morning = await sendDueReminderSms(db, sms, new Date('2031-01-06T00:00:00Z'));
    expect(morning.sent).toBeGreaterThan(0);
    const sent = await smsTo('13900004001', expired.certNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toBe(`【建筑业企业信息服务门户】资质证书 ${expired.certNo} 已过期。请登录门户在“信息校验提醒”中查看处理。`);
    expect(await smsTo('13900004001', expiring.certNo)).toEqual([]);
    expect(await about(as.basic, expiring.id)).toHaveLength(1);

    // Once: another sweep, and the reminder fixed and broken again, send nothing more.
    expect(await sendDueReminderSms(db, sms, new Date('2031-01-06T01:00:00Z'))).toEqual({ sent: 0, skipped: 0, failed: 0 });
    const edit = (expiryDate: string) =>
      unwrap(as.basic.POST('/portal/zzzs/edit', { body: { ...certificate(expiryDate), certNo: expired.certNo, id: expired.id } as never }));
    await edit(inDays(900));
    await edit(inDays(-1));
    await sendDueReminderSms(db, sms, new Date('2031-01-06T02:00:00Z'));
    expect(await smsTo('13900004001', expired.certNo)).toHaveLength(1);
  });

  it('skips a reminder fixed before the morning, and an enterprise without bound phones', async () => {
    const db = server.database.db;
    const fixed = await addCertificate(as.basic, inDays(-2));
    await unwrap(as.basic.POST('/portal/zzzs/edit', { body: { ...certificate(inDays(900)), certNo: fixed.certNo, id: fixed.id } as never }));
    const unheard = await addCertificate(as.demo, inDays(-2));
    const result = await sendDueReminderSms(db, sandboxSms(), new Date('2031-01-06T03:00:00Z'));
    expect(result.sent).toBe(0);
    const outcome = async (recordId: string) =>
      (
        await db
          .select({ outcome: reminderSms.outcome, sentAt: reminderSms.sentAt })
          .from(reminderSms)
          .innerJoin(reminders, eq(reminders.id, reminderSms.reminderId))
          .where(eq(reminders.recordId, recordId))
      )[0];
    expect(await outcome(fixed.id)).toMatchObject({ outcome: 'resolved', sentAt: expect.any(Date) });
    expect(await outcome(unheard.id)).toMatchObject({ outcome: 'no_phone', sentAt: expect.any(Date) });
    expect(await smsTo('13900004001', fixed.certNo)).toEqual([]);
    expect(await about(as.demo, unheard.id)).toHaveLength(1);
  });

  it('puts a reminder back in the queue when every send fails', async () => {
    const db = server.database.db;
    const cert = await addCertificate(as.basic, inDays(-4));
    const down = { send: () => Promise.reject(new Error('gateway down')) };
    expect(await sendDueReminderSms(db, down, new Date('2031-01-06T04:00:00Z'))).toMatchObject({ sent: 0, failed: 1 });
    expect(await sendDueReminderSms(db, sandboxSms(), new Date('2031-01-06T04:01:00Z'))).toMatchObject({ sent: 1 });
    expect(await smsTo('13900004001', cert.certNo)).toHaveLength(1);
  });
});

describe('scoping', () => {
  it('answers another user’s message, phone or project as not found, for every operation that takes an id', async () => {
    const cert = await addCertificate(as.basic, inDays(-5));
    const [basics] = await about(as.basic, cert.id);
    const [colleagues] = await about(as.basic2, cert.id);
    const proj = await addProject(as.basic, '范围测试项目');
    const [projectMessage] = await about(as.basic, proj.id);
    const [demoMessage] = (await list(as.demo, { pageSize: 1 })).rows;
    expect(demoMessage).toBeDefined();

    for (const [who, id] of [
      [as.demo, basics!.id],
      [as.basic2, basics!.id],
      [as.basic, colleagues!.id],
      [as.basic, demoMessage!.id],
    ] as const) {
      expect(await failure(readOne(who, id))).toMatchObject({ code: 404, message: '消息不存在' });
      expect(await failure(who.POST('/portal/message/zsMessageRead', idBody(id)))).toMatchObject({ code: 404 });
      expect(await failure(who.POST('/portal/message/zsMessageHandle', idBody(id)))).toMatchObject({ code: 404 });
    }
    for (const who of [as.demo, as.basic2]) {
      expect(await failure(who.POST('/portal/message/projectMessageRead', idBody(projectMessage!.id)))).toMatchObject({ code: 404 });
      expect(await failure(who.POST('/portal/project/readMessage/{id}', { params: { path: { id: projectMessage!.id } } }))).toMatchObject({ code: 404 });
    }
    expect(await failure(as.demo.GET('/portal/project/message/{id}', { params: { path: { id: proj.id } } }))).toMatchObject({ code: 404, message: '项目不存在' });
    expect(await page(as.demo.GET('/portal/project/messageAll', { params: { query: { projectId: proj.id } } }))).toEqual({ rows: [], total: 0 });
    // The colleague's message of the same reminder stays unread and unhandled; so do the others.
    expect((await about(as.basic, cert.id))[0]).toMatchObject({ isRead: false, isHandled: false });
    expect((await about(as.basic2, cert.id))[0]).toMatchObject({ isRead: false, isHandled: false });
    expect((await about(as.basic, proj.id))[0]).toMatchObject({ isRead: false });

    await unwrap(as.basic.GET('/portal/sms/sendMessagePhoneCode', { params: { query: { phonenumber: '13900005001' } } }));
    await done(as.basic.POST('/portal/messagePhone/bindPhone', { body: { phonenumber: '13900005001', code: await latestCode(server, '13900005001') } }));
    const [phone] = (await unwrap(as.basic.GET('/portal/messagePhone/list'))).filter((p) => p.phonenumber === '139****5001');
    for (const who of [as.demo, as.basic2]) {
      expect(await failure(who.POST('/portal/messagePhone/unBindPhone', { body: { uuid: phone!.uuid } }))).toMatchObject({ code: 404, message: '消息接收手机不存在' });
    }
    expect((await unwrap(as.basic.GET('/portal/messagePhone/list'))).map((p) => p.uuid)).toContain(phone!.uuid);
    expect((await unwrap(as.basic2.GET('/portal/messagePhone/list'))).map((p) => p.uuid)).not.toContain(phone!.uuid);

    // isAllRead marks only the caller's messages.
    await done(as.demo.POST('/portal/message/readMessage', { params: { query: { isAllRead: true } } }));
    expect((await about(as.basic, cert.id))[0]!.isRead).toBe(false);
  });

  it('gives an account without an enterprise its own (empty) messages, 403 on project messages, and a visitor 401', async () => {
    expect(await list(as.admin)).toEqual({ rows: [], total: 0 });
    expect(await unreadCount(as.admin)).toBe(0);
    expect(await badge(as.admin)).toBe(0);
    expect(await failure(as.admin.GET('/portal/project/messageUnReadCount'))).toMatchObject({ code: 403 });
    expect(await failure(as.admin.GET('/portal/project/messageAll'))).toMatchObject({ code: 403 });
    expect(await failure(server.client.GET('/portal/message/unreadMessageCount'))).toMatchObject({ code: 401 });
    expect(await failure(server.client.GET('/portal/messagePhone/list'))).toMatchObject({ code: 401 });
  });
});
