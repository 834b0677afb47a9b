import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { messagePhones as t } from '../db/schema/messages.ts';
import { conflict, notFound } from '../errors.ts';
import { consumeCode, issueCode } from '../identity/codes.ts';
import type { SmsProvider } from '../providers/providers.ts';

/** The gateway signature every SMS starts with. */
export const SMS_SIGNATURE = '【建筑业企业信息服务门户】';
/** How many phones one user may bind to receive message SMS. */
export const MAX_MESSAGE_PHONES = 5;
// The advisory lock space (first key of the two-key form) for a user's binds; any constant works.
const BIND_LOCKS = 727_020;

const mask = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const phoneError = (msg: string) => conflict(msg, [{ field: 'body.phonenumber', msg }]);

async function assertBindable(db: Db, userId: string, phone: string, field: 'body.phonenumber' | 'query.phonenumber') {
  const [bound] = await db.select({ id: t.id }).from(t).where(and(eq(t.userId, userId), eq(t.phonenumber, phone)));
  const refuse = (msg: string) => conflict(msg, [{ field, msg }]);
  if (bound) throw refuse('该手机号已绑定为消息接收手机');
  const [held] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
  if ((held?.n ?? 0) >= MAX_MESSAGE_PHONES) throw refuse(`最多绑定 ${MAX_MESSAGE_PHONES} 个消息接收手机，请先解绑一个`);
}

/**
 * The phones a user binds to receive message SMS (消息接收手机), each verified by a code sent to it: at most five per
 * user, each number once. The `danger` reminders of the user's enterprise are sent to them (reminder-sms.ts).
 */
export const messagePhones = {
  async list(db: Db, userId: string) {
    const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(asc(t.createTime), asc(t.id));
    return rows.map((r) => ({ uuid: r.id, phonenumber: mask(r.phonenumber), createTime: r.createTime.toISOString() }));
  },

  /** Sends the bind code (purpose message_phone) under the code rules: resend interval, daily and address caps. */
  async sendCode(db: Db, sms: SmsProvider, opts: { userId: string; phone: string; ip?: string }) {
    await assertBindable(db, opts.userId, opts.phone, 'query.phonenumber');
    return issueCode(db, {
      purpose: 'message_phone',
      target: opts.phone,
      ip: opts.ip,
      deliver: (code) => sms.send(opts.phone, `${SMS_SIGNATURE}您正在绑定消息接收手机，验证码为 ${code}，5 分钟内有效，请勿泄露。`, code),
    });
  },

  async bind(db: Db, userId: string, input: { phonenumber: string; code: string }) {
    await assertBindable(db, userId, input.phonenumber, 'body.phonenumber');
    await consumeCode(db, { purpose: 'message_phone', target: input.phonenumber, code: input.code });
    await db.transaction(async (tx) => {
      // Two binds of one user at once: each counts the phones the other bound.
      await tx.execute(sql`select pg_advisory_xact_lock(${BIND_LOCKS}, hashtext(${userId}))`);
      const [held] = await tx.select({ n: count() }).from(t).where(eq(t.userId, userId));
      if ((held?.n ?? 0) >= MAX_MESSAGE_PHONES) throw phoneError(`最多绑定 ${MAX_MESSAGE_PHONES} 个消息接收手机，请先解绑一个`);
      const added = await tx.insert(t).values({ userId, phonenumber: input.phonenumber }).onConflictDoNothing().returning({ id: t.id });
      if (added.length === 0) throw phoneError('该手机号已绑定为消息接收手机');
    });
  },

  /** Another user's (or enterprise's) uuid is not found. */
  async unbind(db: Db, userId: string, id: string) {
    const removed = await db
      .delete(t)
      .where(and(eq(t.userId, userId), eq(t.id, id)))
      .returning({ id: t.id });
    if (removed.length === 0) throw notFound('消息接收手机不存在');
  },
};

/** The distinct phones the active members of an enterprise bound. */
export async function enterprisePhones(db: Db, entId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ phone: t.phonenumber })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(and(eq(users.entId, entId), eq(users.status, '0')))
    .orderBy(asc(t.phonenumber));
  return rows.map((r) => r.phone);
}
