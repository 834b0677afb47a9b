import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { removeOldRateLimitWindows } from '../db/rate-limit.ts';
import { schedulePeriodic } from '../periodic.ts';
import { removeSpentCaptchas } from './captcha.ts';
import { removeIdleLoginAttempts } from './login-throttle.ts';

export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/** Deletes what the abuse limits leave behind: spent captchas, old rate-limit windows, idle login counts. */
export async function removeExpiredRows(db: Db) {
  return {
    captchas: await removeSpentCaptchas(db),
    rateLimitWindows: await removeOldRateLimitWindows(db),
    loginAttempts: await removeIdleLoginAttempts(db),
  };
}

/** Runs removeExpiredRows now and every ten minutes; several processes sharing one database may all run it. */
export function scheduleHousekeeping(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  const run = async () => {
    const removed = await removeExpiredRows(db);
    if (Object.values(removed).some((n) => n > 0)) log.debug({ removed }, '已删除过期的验证码、限流计数与登录计数');
  };
  return schedulePeriodic(run, HOUSEKEEPING_INTERVAL_MS, (err) => log.error({ err }, '删除过期的验证码与限流计数失败'));
}
