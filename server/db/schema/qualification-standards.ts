import { index, integer, pgTable, uuid, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The qualification-standard code tree (资质标准): one row per standard code (第一层, no subcode)
 * and per sub-code (第二层, `parentId` is the code row). Reference data, kept in step with
 * server/seed/qualification-standards.ts on every start. A sub-code may be shared by two rows,
 * so rows are told apart by `id` only.
 */
export const qualificationStandards = pgTable(
  'qualification_standards',
  {
    id: uuid('id').primaryKey(),
    category: varchar('category', { length: 2 }).notNull(),
    code: varchar('code', { length: 6 }).notNull(),
    subcode: varchar('subcode', { length: 8 }),
    label: varchar('label', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    parentId: uuid('parent_id').references((): AnyPgColumn => qualificationStandards.id, { onDelete: 'cascade' }),
  },
  (t) => [index('qualification_standards_category_idx').on(t.category, t.sort), index('qualification_standards_parent_idx').on(t.parentId, t.sort)],
);
