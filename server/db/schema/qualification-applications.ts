import { date, index, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Qualification applications and how far their review has got (资质申请受理情况), shown by 受理情况指南. Reference
 * data: server/seed/qualification-applications.ts replaces the rows on every start. A stage not yet reached has a
 * null date; `result` (approved / rejected) is known once the expert review has ended.
 */
export const qualificationApplications = pgTable(
  'qualification_applications',
  {
    id: uuid('id').primaryKey(),
    entName: varchar('ent_name', { length: 200 }).notNull(),
    qualificationName: varchar('qualification_name', { length: 200 }).notNull(),
    category: varchar('category', { length: 2 }).notNull(),
    applyType: varchar('apply_type', { length: 20 }).notNull(),
    department: varchar('department', { length: 100 }).notNull(),
    prov: varchar('prov', { length: 6 }).notNull(),
    acceptDate: date('accept_date').notNull(),
    reviewStartDate: date('review_start_date'),
    reviewEndDate: date('review_end_date'),
    publicityStartDate: date('publicity_start_date'),
    publicityEndDate: date('publicity_end_date'),
    announceDate: date('announce_date'),
    result: varchar('result', { length: 10 }),
    opinion: varchar('opinion', { length: 1000 }),
  },
  (t) => [index('qualification_applications_accept_idx').on(t.acceptDate, t.id), index('qualification_applications_prov_idx').on(t.prov)],
);
