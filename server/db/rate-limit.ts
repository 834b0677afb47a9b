import { lt, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rateLimitHits as t } from './schema/rate-limits.ts';

export interface RateLimit {
  /** Hits allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit on `bucket` in the current fixed window and tells whether it was within `limit`. The count is one
 * `INSERT … ON CONFLICT DO UPDATE` on the bucket's row, so concurrent requests and any number of server processes
 * sharing the database each get a distinct count: exactly `limit` hits pass per window, never more. A refused hit
 * does not count. Across a window boundary up to twice the limit may pass within one window's length.
 *
 * @example if (!(await takeHit(db, `captcha:${ip}`, { limit: 30, windowSeconds: 60 }))) throw tooManyRequests('…');
 */
export async function takeHit(db: Db, bucket: string, { limit, windowSeconds }: RateLimit): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${t} as r (bucket, window_start, hits)
    values (${bucket}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    on conflict (bucket, window_start) do update set hits = r.hits + 1 where r.hits < ${limit}
    returning hits`);
  // Both drivers (node-postgres, PGlite) answer a raw statement with `{ rows }`; no row means the update was refused.
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Deletes windows that ended more than a day ago (no limit uses a longer window). Resolves to the rows removed. */
export async function removeOldRateLimitWindows(db: Db): Promise<number> {
  const rows = await db.delete(t).where(lt(t.windowStart, sql`now() - interval '1 day'`)).returning({ bucket: t.bucket });
  return rows.length;
}
