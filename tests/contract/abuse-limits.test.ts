import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config.ts';
import { captchas, loginAttempts, verificationCodes } from '../../server/db/schema/identity.ts';
import { rateLimitHits } from '../../server/db/schema/rate-limits.ts';
import { MAX_PER_IP_PER_HOUR } from '../../server/identity/codes.ts';
import { removeExpiredRows } from '../../server/identity/housekeeping.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const CAPTCHAS_PER_MINUTE = 5;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { limits: { ...readConfig({}).limits, captchasPerMinute: CAPTCHAS_PER_MINUTE } } });
});
afterAll(() => server.close());

const generateFrom = (remoteAddress: string) => server.app.inject({ url: '/captcha/generateWordClickCaptcha', remoteAddress });
/** Waits, if need be, until at least 15 s of the current minute are left: the limits count per fixed minute. */
const awayFromMinuteEnd = async () => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
};

describe('captcha generation limit', () => {
  it('allows PORTAL_CAPTCHAS_PER_MINUTE per address and minute, then answers 429 in Chinese', async () => {
    await awayFromMinuteEnd();
    for (let i = 0; i < CAPTCHAS_PER_MINUTE; i++) expect((await generateFrom('10.0.0.1')).statusCode).toBe(200);
    const refused = await generateFrom('10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ code: 429, msg: '获取验证码过于频繁，请稍后再试' });
    expect((await generateFrom('10.0.0.2')).statusCode).toBe(200);
  }, 30_000);

  it('holds for a concurrent burst: exactly the limit passes', async () => {
    await awayFromMinuteEnd();
    const burst = await Promise.all(Array.from({ length: 20 }, () => generateFrom('10.0.0.3')));
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(CAPTCHAS_PER_MINUTE);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(20 - CAPTCHAS_PER_MINUTE);
  }, 30_000);

  it('deletes spent captchas as new ones are made, and in the periodic sweep all of them, old windows and idle login counts', async () => {
    const db = server.database.db;
    const spentCount = async () =>
      (await db.select({ n: count() }).from(captchas).where(sql`${captchas.expiresAt} < now() - interval '2 minutes'`))[0]!.n;
    await db.update(captchas).set({ expiresAt: sql`now() - interval '1 hour'` });
    const before = await spentCount();
    expect(before).toBeGreaterThan(5);
    expect((await generateFrom('10.0.0.4')).statusCode).toBe(200);
    expect(await spentCount()).toBeLessThan(before);

    const fresh = await generateFrom('10.0.0.5');
    await db.update(captchas).set({ expiresAt: sql`now() - interval '1 hour'` });
    await db.insert(rateLimitHits).values({ bucket: 'captcha:old', windowStart: sql`now() - interval '2 days'`, hits: 1 });
    await db.insert(loginAttempts).values([
      { subject: 'name:idle', failedCount: 3, updatedAt: sql`now() - interval '2 days'` },
      { subject: 'name:locked', failedCount: 5, lockedUntil: sql`now() + interval '5 minutes'`, updatedAt: sql`now() - interval '2 days'` },
      { subject: 'name:recent', failedCount: 1 },
    ]);
    const removed = await removeExpiredRows(db);
    expect(removed.captchas).toBeGreaterThan(0);
    expect(removed).toMatchObject({ rateLimitWindows: 1, loginAttempts: 1 });
    expect((await db.select({ subject: loginAttempts.subject }).from(loginAttempts)).map((r) => r.subject).sort()).toEqual(['name:locked', 'name:recent']);
    expect(await spentCount()).toBe(0);
    const { captchaId } = (JSON.parse(fresh.body) as { data: { captchaId: string } }).data;
    expect(await db.select().from(captchas).where(eq(captchas.id, captchaId))).toEqual([]);
  });
});

describe('SMS codes per address', () => {
  it(`sends at most ${MAX_PER_IP_PER_HOUR} codes an hour to one address, also in a concurrent burst`, async () => {
    const phones = Array.from({ length: MAX_PER_IP_PER_HOUR + 14 }, (_, i) => `1350000${String(i).padStart(4, '0')}`);
    const burst = await Promise.all(
      phones.map((phonenumber) => server.app.inject({ url: `/portal/api/registerSms?phonenumber=${phonenumber}`, remoteAddress: '10.0.1.1' })),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(MAX_PER_IP_PER_HOUR);
    const refused = burst.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => JSON.parse(r.body) as unknown)).toEqual(
      refused.map(() => ({ code: 429, msg: '当前网络获取验证码过于频繁，请稍后再试' })),
    );
    const [sent] = await server.database.db.select({ n: count() }).from(verificationCodes).where(eq(verificationCodes.ip, '10.0.1.1'));
    expect(sent!.n).toBe(MAX_PER_IP_PER_HOUR);
  });
});
