import { and, eq, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';

/** Columns every enterprise record carries: owner, audit times and users, soft delete. */
export const recordColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  entId: uuid('ent_id')
    .notNull()
    .references(() => enterprises.id),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  createBy: uuid('create_by').references(() => users.id),
  updateBy: uuid('update_by').references(() => users.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * The predicate of a record's partial indexes: they cover live (not soft-deleted) rows only, so queries
 * filtered by `isLive` can use them. Written without the table name, as the migrations store it.
 */
export const liveIndex: SQL = sql`deleted_at is null`;

/** The condition that keeps a record table's live rows (those not soft-deleted). */
export const isLive = (table: { deletedAt: AnyColumn }): SQL => isNull(table.deletedAt);

/** The live rows of one enterprise in a record table. */
export const liveRecordsOf = (table: { entId: AnyColumn; deletedAt: AnyColumn }, entId: string): SQL => and(eq(table.entId, entId), isLive(table))!;
