import { sql } from 'drizzle-orm';
import { bigserial, date, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { enterprises, users } from './identity.ts';
import { liveIndex as live, recordColumns } from './record-columns.ts';

/**
 * Business licences (营业执照), at most one per enterprise. A table of its own rather than columns on
 * `enterprises`: the identity row exists from registration on, the licence only once it is filled in,
 * and it carries the audit columns every enterprise record has. Saving syncs entName/creditCode/prov
 * back to `enterprises`.
 */
export const enterpriseLicences = pgTable(
  'enterprise_licences',
  {
    ...recordColumns(),
    entName: varchar('ent_name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    legalPerson: varchar('legal_person', { length: 50 }).notNull(),
    /** 注册资本 in 万元. */
    regCapital: numeric('reg_capital', { precision: 16, scale: 6, mode: 'number' }).notNull(),
    establishDate: date('establish_date', { mode: 'string' }).notNull(),
    businessTermStart: date('business_term_start', { mode: 'string' }).notNull(),
    /** Null means 长期. */
    businessTermEnd: date('business_term_end', { mode: 'string' }),
    address: varchar('address', { length: 200 }).notNull(),
    businessScope: varchar('business_scope', { length: 2000 }).notNull(),
    regAuthority: varchar('reg_authority', { length: 100 }).notNull(),
    entType: varchar('ent_type', { length: 32 }).notNull(),
    prov: varchar('prov', { length: 6 }).notNull(),
    city: varchar('city', { length: 6 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }),
    licenseFileIds: uuid('license_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
  },
  (t) => [
    uniqueIndex('enterprise_licences_ent_key').on(t.entId).where(live),
    uniqueIndex('enterprise_licences_credit_code_key').on(t.creditCode).where(live),
  ],
);

/** One row per changed licence field: who changed it, when, and the text of the old and new value. */
export const enterpriseChangelogs = pgTable(
  'enterprise_changelogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order, to break ties between rows written by one save. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id),
    field: varchar('field', { length: 64 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    action: varchar('action', { length: 8 }).$type<'create' | 'edit' | 'update'>().notNull(),
    userId: uuid('user_id').references(() => users.id),
    /** The operator's display name at the time of the change. */
    operator: varchar('operator', { length: 64 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enterprise_changelogs_ent_time_idx').on(t.entId, t.createTime, t.seq), index('enterprise_changelogs_ent_field_idx').on(t.entId, t.field)],
);

/** The one unsubmitted licence form per enterprise (saveTmp), kept as the JSON the client sent. */
export const enterpriseDrafts = pgTable('enterprise_drafts', {
  entId: uuid('ent_id')
    .primaryKey()
    .references(() => enterprises.id),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updateBy: uuid('update_by').references(() => users.id),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});
