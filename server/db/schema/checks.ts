import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { CheckLevel, CheckRecordType } from '../../../forms/check-rules.ts';
import { enterprises, users } from './identity.ts';

export type CheckKind = 'all' | 'personnel' | 'personnelCount';
export interface CheckScope {
  personIds?: string[];
  projectIds?: string[];
}

/** Personnel requirements of qualification items (reference data, server/seed/personnel-requirements.ts). */
export const personnelRequirements = pgTable(
  'qualification_personnel_requirements',
  {
    id: integer('id').primaryKey(),
    subCode: varchar('sub_code', { length: 8 }).notNull(),
    gradeCode: varchar('grade_code', { length: 32 }).notNull(),
    regCategories: varchar('reg_categories', { length: 32 }).array().notNull(),
    regSpecialties: varchar('reg_specialties', { length: 32 }).array(),
    required: integer('required').notNull(),
    assessed: boolean('assessed').notNull(),
    citation: varchar('citation', { length: 200 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
  },
  (t) => [index('qualification_personnel_requirements_item_idx').on(t.subCode, t.gradeCode)],
);

/**
 * Check runs (核查批次): who ran which check over what, when, for how long, and what it found. A run under way has no
 * `finished_at`; the partial unique index lets an enterprise have one at a time.
 */
export const checkRuns = pgTable(
  'check_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<CheckKind>().notNull(),
    scope: jsonb('scope').$type<CheckScope>().notNull().default({}),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedByName: varchar('started_by_name', { length: 64 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms').notNull().default(0),
    total: integer('total').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    warnings: integer('warnings').notNull().default(0),
    added: integer('added').notNull().default(0),
    resolved: integer('resolved').notNull().default(0),
  },
  (t) => [
    uniqueIndex('check_runs_one_running_key').on(t.entId).where(sql`finished_at is null`),
    index('check_runs_ent_kind_idx').on(t.entId, t.kind, t.startedAt),
  ],
);

/** Findings of a run of the rule checks (all, personnel). */
export const checkResults = pgTable(
  'check_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => checkRuns.id, { onDelete: 'cascade' }),
    entId: uuid('ent_id').notNull(),
    recordType: varchar('record_type', { length: 32 }).$type<CheckRecordType>().notNull(),
    recordId: uuid('record_id').notNull(),
    recordLabel: varchar('record_label', { length: 200 }).notNull(),
    rule: varchar('rule', { length: 64 }).notNull(),
    level: varchar('level', { length: 8 }).$type<CheckLevel>().notNull(),
    message: varchar('message', { length: 500 }).notNull(),
    field: varchar('field', { length: 64 }),
    link: varchar('link', { length: 200 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_results_run_idx').on(t.runId, t.level, t.recordType), index('check_results_ent_rule_record_idx').on(t.entId, t.rule, t.recordId)],
);

/** A reviewer's mark on a finding (已核实/忽略), kept per (enterprise, rule, record) so later runs show it too. */
export const checkMarks = pgTable(
  'check_marks',
  {
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    rule: varchar('rule', { length: 64 }).notNull(),
    recordId: uuid('record_id').notNull(),
    status: varchar('status', { length: 16 }).$type<'verified' | 'ignored'>().notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedByName: varchar('marked_by_name', { length: 64 }).notNull(),
    markTime: timestamp('mark_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entId, t.rule, t.recordId] })],
);

/** Results of a personnel-count run: one line per held item and requirement. */
export const personnelCountResults = pgTable(
  'personnel_count_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => checkRuns.id, { onDelete: 'cascade' }),
    entId: uuid('ent_id').notNull(),
    certificateId: uuid('certificate_id').notNull(),
    certNo: varchar('cert_no', { length: 64 }).notNull(),
    itemId: uuid('item_id').notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    gradeLabel: varchar('grade_label', { length: 32 }).notNull(),
    regCategory: varchar('reg_category', { length: 32 }).notNull(),
    regSpecialty: varchar('reg_specialty', { length: 32 }),
    required: integer('required').notNull(),
    actual: integer('actual').notNull(),
    passed: boolean('passed').notNull(),
    assessed: boolean('assessed').notNull(),
    citation: varchar('citation', { length: 200 }).notNull(),
    message: text('message').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personnel_count_results_run_idx').on(t.runId, t.passed)],
);
