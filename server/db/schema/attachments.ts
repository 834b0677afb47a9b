import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';

/**
 * Uploaded enterprise files. The bytes live under `<dataDir>/uploads/<entId>/<id>.<ext>`; a row is
 * unbound (`biz_id` null) from upload until a record lists it (e.g. the licence's licenseFileIds).
 */
export const attachments = pgTable(
  'attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id),
    bizType: varchar('biz_type', { length: 16 }).notNull(),
    bizId: uuid('biz_id'),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Path of the stored bytes relative to the data directory. */
    storagePath: varchar('storage_path', { length: 255 }).notNull(),
    createBy: uuid('create_by').references(() => users.id),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_biz_idx').on(t.entId, t.bizType, t.bizId, t.createTime),
    index('attachments_unbound_idx').on(t.createTime).where(sql`biz_id is null`),
  ],
);
