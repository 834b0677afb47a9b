import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { captchas } from '../db/schema/identity.ts';
import { takeHit } from '../db/rate-limit.ts';
import { badRequest, notFound, tooManyRequests } from '../errors.ts';
import { createWordClickCaptcha, verifyClicks } from './captcha-image.ts';
import { newToken, sha256 } from './tokens.ts';

export const CAPTCHA_TTL_SECONDS = 120;
export const TICKET_TTL_SECONDS = 120;
// Spent captchas deleted by each new one: more than are created, so a backlog shrinks.
const SWEEP_BATCH = 20;

/** Captchas past their answer time and whose ticket, if any, has run out too: nothing can use them any more. */
const spent = lt(captchas.expiresAt, sql`now() - make_interval(secs => ${TICKET_TTL_SECONDS})`);

/**
 * A new captcha, unless `ip` has had `perMinute` already this minute (429), counted in the database so the limit
 * holds across server processes. Each call also deletes a batch of spent captchas, so the table stays small
 * however fast captchas are requested.
 */
export async function generateCaptcha(db: Db, ip: string, perMinute: number) {
  if (!(await takeHit(db, `captcha:${ip}`, { limit: perMinute, windowSeconds: 60 }))) {
    throw tooManyRequests('获取验证码过于频繁，请稍后再试');
  }
  const image = await createWordClickCaptcha();
  await removeSpentCaptchas(db, SWEEP_BATCH);
  const [row] = await db
    .insert(captchas)
    .values({ words: image.words, points: image.points, expiresAt: new Date(Date.now() + CAPTCHA_TTL_SECONDS * 1000) })
    .returning({ id: captchas.id });
  return {
    captchaId: row!.id,
    image: image.image,
    width: image.width,
    height: image.height,
    words: image.words,
    expiresIn: CAPTCHA_TTL_SECONDS,
  };
}

/** Each captcha is checked once, right or wrong; a pass yields a one-time login ticket. */
export async function checkCaptcha(db: Db, captchaId: string, clicks: { x: number; y: number }[]) {
  const [row] = await db
    .update(captchas)
    .set({ checkedAt: sql`now()` })
    .where(and(eq(captchas.id, captchaId), isNull(captchas.checkedAt), gt(captchas.expiresAt, sql`now()`)))
    .returning({ points: captchas.points });
  if (!row) throw badRequest('验证码已失效，请刷新后重试');
  if (!verifyClicks(row.points, clicks)) throw badRequest('验证失败，请按顺序点击图中文字');
  const ticket = newToken();
  await db
    .update(captchas)
    .set({ ticketHash: sha256(ticket), ticketExpiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000) })
    .where(eq(captchas.id, captchaId));
  return { ticket, expiresIn: TICKET_TTL_SECONDS };
}

export async function consumeTicket(db: Db, ticket: string): Promise<void> {
  const [used] = await db
    .update(captchas)
    .set({ ticketUsedAt: sql`now()` })
    .where(and(eq(captchas.ticketHash, sha256(ticket)), isNull(captchas.ticketUsedAt), gt(captchas.ticketExpiresAt, sql`now()`)))
    .returning({ id: captchas.id });
  if (!used) throw badRequest('验证码校验已失效，请重新验证', [{ field: 'body.ticket', msg: '请重新完成验证码验证' }]);
}

/** The expected click points, for the sandbox only. */
export async function captchaAnswer(db: Db, captchaId: string) {
  const [row] = await db
    .select({ words: captchas.words, points: captchas.points })
    .from(captchas)
    .where(eq(captchas.id, captchaId));
  if (!row) throw notFound('验证码不存在');
  return row;
}

/**
 * Deletes spent captchas, all of them or at most `batch` (skipping rows a concurrent call is deleting);
 * resolves to the number removed.
 */
export async function removeSpentCaptchas(db: Db, batch?: number): Promise<number> {
  const where = batch
    ? inArray(captchas.id, db.select({ id: captchas.id }).from(captchas).where(spent).limit(batch).for('update', { skipLocked: true }))
    : spent;
  return (await db.delete(captchas).where(where).returning({ id: captchas.id })).length;
}
