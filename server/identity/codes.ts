import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { verificationCodes } from '../db/schema/identity.ts';
import { AppError, badRequest, tooManyRequests } from '../errors.ts';
import { newSmsCode, sha256 } from './tokens.ts';

export const CODE_TTL_SECONDS = 300;
export const RESEND_SECONDS = 60;
export const MAX_ATTEMPTS = 5;
const MAX_PER_TARGET_PER_DAY = 10;
export const MAX_PER_IP_PER_HOUR = 30;
// The advisory lock space (first key of the two-key form) for per-address locks; any constant works.
const ADDRESS_LOCKS = 727_002;

export type CodePurpose =
  | 'register'
  | 'forget_pwd'
  | 'edit_phone_old'
  | 'edit_phone_new'
  | 'edit_mail_identity'
  | 'edit_mail_old'
  | 'edit_mail_new'
  | 'edit_password'
  | 'message_phone';

const codeHash = (purpose: string, target: string, code: string) => sha256(`${purpose}:${target}:${code}`);

/**
 * Creates a code for `target` and hands it to `deliver`. Enforces the resend interval per target
 * (whatever the purpose), a daily cap per target and an hourly cap per client address.
 */
export async function issueCode(
  db: Db,
  opts: { purpose: CodePurpose; target: string; ip?: string; deliver: (code: string) => Promise<void> },
) {
  const code = newSmsCode();
  const id = await db.transaction(async (tx) => {
    // Serialises concurrent sends to one target, and then from one address, across server processes: each check
    // below counts every code sent before it. Always target first, then address, so two sends never deadlock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${opts.target}))`);
    if (opts.ip) await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${opts.ip}))`);
    const [last] = await tx
      .select({ createTime: verificationCodes.createTime })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, opts.target))
      .orderBy(desc(verificationCodes.createTime))
      .limit(1);
    if (last) {
      const wait = RESEND_SECONDS - Math.floor((Date.now() - last.createTime.getTime()) / 1000);
      if (wait > 0) throw tooManyRequests(`验证码发送过于频繁，请 ${wait} 秒后再试`);
    }
    const [daily] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, opts.target), gt(verificationCodes.createTime, sql`now() - interval '1 day'`)));
    if ((daily?.n ?? 0) >= MAX_PER_TARGET_PER_DAY) throw tooManyRequests('该号码今日获取验证码次数已达上限，请明天再试');
    if (opts.ip) {
      const [hourly] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, opts.ip), gt(verificationCodes.createTime, sql`now() - interval '1 hour'`)));
      if ((hourly?.n ?? 0) >= MAX_PER_IP_PER_HOUR) throw tooManyRequests('当前网络获取验证码过于频繁，请稍后再试');
    }
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose: opts.purpose,
        target: opts.target,
        codeHash: codeHash(opts.purpose, opts.target, code),
        ip: opts.ip ?? null,
        expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000),
      })
      .returning({ id: verificationCodes.id });
    return row!.id;
  });
  try {
    await opts.deliver(code);
  } catch {
    await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    throw new AppError(503, '验证码发送失败，请稍后再试');
  }
  return { expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS };
}

/** Checks and consumes the latest code for (purpose, target). Five wrong tries burn it. */
export async function consumeCode(db: Db, opts: { purpose: CodePurpose; target: string; code: string }): Promise<void> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, opts.purpose), eq(verificationCodes.target, opts.target)))
    .orderBy(desc(verificationCodes.createTime))
    .limit(1);
  if (!row || row.consumedAt) throw badRequest('验证码已失效，请重新获取', [{ field: 'body.code', msg: '验证码已失效，请重新获取' }]);
  if (row.expiresAt.getTime() <= Date.now()) throw badRequest('验证码已过期，请重新获取', [{ field: 'body.code', msg: '验证码已过期，请重新获取' }]);
  if (row.attempts >= MAX_ATTEMPTS) throw burned();
  if (row.codeHash !== codeHash(opts.purpose, opts.target, opts.code)) {
    const [updated] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, row.id), lt(verificationCodes.attempts, MAX_ATTEMPTS)))
      .returning({ attempts: verificationCodes.attempts });
    const left = MAX_ATTEMPTS - (updated?.attempts ?? MAX_ATTEMPTS);
    if (left <= 0) throw burned();
    throw badRequest(`验证码错误，还可尝试 ${left} 次`, [{ field: 'body.code', msg: `验证码错误，还可尝试 ${left} 次` }]);
  }
  const [used] = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt), lt(verificationCodes.attempts, MAX_ATTEMPTS)))
    .returning({ id: verificationCodes.id });
  if (!used) throw badRequest('验证码已失效，请重新获取', [{ field: 'body.code', msg: '验证码已失效，请重新获取' }]);
}

function burned() {
  return badRequest('验证码错误次数过多，请重新获取', [{ field: 'body.code', msg: '验证码错误次数过多，请重新获取' }]);
}
