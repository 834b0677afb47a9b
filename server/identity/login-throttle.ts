import { and, eq, gt, gte, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts as t } from '../db/schema/identity.ts';
import { AppError, locked } from '../errors.ts';
import { sha256 } from './tokens.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 10;

/** Whose attempts are counted: an account, or a login name that names no account (hashed: it may be a password typed in the wrong box). */
export const loginSubject = (userId: string | undefined, loginName: string) =>
  userId ? `user:${userId}` : `name:${sha256(loginName.trim().toLowerCase())}`;

const notLocked = or(isNull(t.lockedUntil), lte(t.lockedUntil, sql`now()`));

export function lockedError(until: Date | null): AppError {
  const minutes = until ? Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000)) : LOCK_MINUTES;
  return locked(`密码连续错误 ${MAX_FAILED_LOGINS} 次，账号已锁定，请 ${minutes} 分钟后再试`);
}

/**
 * Counts an attempt before its password is checked, in one statement, so concurrent attempts each get their own
 * number. A lock that has run out starts the count again. Throws 423 while the subject is locked, and locks it
 * (resolving `lockedNow`) when earlier attempts already fill the allowance: at most MAX_FAILED_LOGINS passwords
 * are ever checked per lock period, however many requests arrive at once.
 */
export async function reserveAttempt(db: Db, subject: string): Promise<{ attempt: number } | Lock> {
  const result = await db.execute(sql`
    insert into ${t} as a (subject, failed_count, updated_at) values (${subject}, 1, now())
    on conflict (subject) do update set
      failed_count = case when a.locked_until <= now() then 1 else a.failed_count + 1 end,
      locked_until = case when a.locked_until <= now() then null else a.locked_until end,
      updated_at = now()
    returning failed_count, locked_until`);
  const [row] = (result as unknown as { rows: { failed_count: number; locked_until: string | Date | null }[] }).rows;
  if (row!.locked_until) return { lockedNow: false, until: new Date(row!.locked_until) };
  if (row!.failed_count > MAX_FAILED_LOGINS) return (await lockNow(db, subject, false)) ?? { lockedNow: false, until: null };
  return { attempt: row!.failed_count };
}

/** After a wrong password: locks the subject once MAX_FAILED_LOGINS attempts are counted; null while attempts remain. */
export const recordFailure = (db: Db, subject: string) => lockNow(db, subject, true);

/** The subject is locked until `until`; `lockedNow` when this call set the lock (null `until`: by another call). */
export interface Lock {
  lockedNow: boolean;
  until: Date | null;
}

/** Locks the subject (once `counted` attempts reach the allowance); resolves the lock, set now or already there. */
async function lockNow(db: Db, subject: string, counted: boolean): Promise<Lock | null> {
  const [row] = await db
    .update(t)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCK_MINUTES})`, updatedAt: sql`now()` })
    .where(and(eq(t.subject, subject), counted ? gte(t.failedCount, MAX_FAILED_LOGINS) : undefined, notLocked))
    .returning({ lockedUntil: t.lockedUntil });
  if (row) return { lockedNow: true, until: row.lockedUntil };
  const [current] = await db.select({ until: t.lockedUntil }).from(t).where(and(eq(t.subject, subject), gt(t.lockedUntil, sql`now()`)));
  return current ? { lockedNow: false, until: current.until } : null;
}

/**
 * After the right password: takes back this attempt, and clears the count when no other attempt was counted
 * after it. Refuses (false) when the subject was locked meanwhile: a success never undoes a lockout.
 */
export async function recordSuccess(db: Db, subject: string, attempt: number): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({
      failedCount: sql`case when ${t.failedCount} = ${attempt} then 0 else greatest(${t.failedCount} - 1, 0) end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(t.subject, subject), notLocked))
    .returning({ subject: t.subject });
  return rows.length > 0;
}

/** Forgets the subject's failures and lock (after a password reset). */
export async function clearAttempts(db: Db, subject: string): Promise<void> {
  await db.delete(t).where(eq(t.subject, subject));
}

/** Deletes rows idle for a day and not locked: a streak of failures spread over more than a day starts again. */
export async function removeIdleLoginAttempts(db: Db): Promise<number> {
  const rows = await db
    .delete(t)
    .where(and(lt(t.updatedAt, sql`now() - interval '1 day'`), notLocked))
    .returning({ subject: t.subject });
  return rows.length;
}
