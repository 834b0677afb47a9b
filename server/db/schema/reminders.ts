import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { ReminderLevel, ReminderType } from '../../../forms/reminder-rules.ts';
import { enterprises } from './identity.ts';

/**
 * Reminders (信息校验提醒) the rules of forms/*.rules.ts found, one per (enterprise, rule, record, threshold): running
 * the rules again updates a reminder instead of adding one. A reminder whose cause is gone is resolved, not deleted,
 * and comes back unread if the cause returns.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).$type<ReminderType>().notNull(),
    rule: varchar('rule', { length: 64 }).notNull(),
    recordId: uuid('record_id').notNull(),
    threshold: varchar('threshold', { length: 16 }).notNull(),
    level: varchar('level', { length: 8 }).$type<ReminderLevel>().notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    suggestion: text('suggestion').notNull(),
    link: varchar('link', { length: 200 }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_key').on(t.entId, t.rule, t.recordId, t.threshold),
    // The unread counts and the lists' default order.
    index('reminders_ent_open_idx').on(t.entId, t.type, t.createTime).where(sql`resolved_at is null`),
    index('reminders_ent_create_idx').on(t.entId, t.createTime),
  ],
);

/**
 * Runs of scheduled jobs, one row per job and run key (for the daily reminder job, the day in China): a run is
 * claimed by inserting its row, so two processes never do the same run, and a finished run is not repeated.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: varchar('job', { length: 64 }).notNull(),
    runKey: varchar('run_key', { length: 64 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.runKey] }), index('job_runs_job_finished_idx').on(t.job, t.finishedAt)],
);
