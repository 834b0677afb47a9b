import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every server process (db/rate-limit.ts): one row per bucket, such as
 * `captcha:<address>`, and window start.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: varchar('bucket', { length: 120 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);
