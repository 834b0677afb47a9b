import { index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';

/** One reported page view (recordPageView); paths and referrers are stored without query string or hash. */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: varchar('path', { length: 500 }).notNull(),
    title: varchar('title', { length: 200 }),
    referrer: varchar('referrer', { length: 500 }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    entId: uuid('ent_id').references(() => enterprises.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }).notNull(),
    userAgent: varchar('user_agent', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_at_idx').on(t.createdAt), index('page_views_ip_created_at_idx').on(t.ip, t.createdAt)],
);
