import { sql } from 'drizzle-orm';
import { date, index, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { liveIndex as live, recordColumns } from './record-columns.ts';

/** Qualification certificates (资质证书). The partial indexes back the list's default order, sorts and filters. */
export const certificates = pgTable(
  'certificates',
  {
    ...recordColumns(),
    certNo: varchar('cert_no', { length: 64 }).notNull(),
    certType: varchar('cert_type', { length: 32 }),
    issueAuthority: varchar('issue_authority', { length: 100 }).notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('certificates_cert_no_key').on(t.entId, t.certNo).where(live),
    index('certificates_ent_create_idx').on(t.entId, t.createTime).where(live),
    index('certificates_ent_issue_date_idx').on(t.entId, t.issueDate).where(live),
    index('certificates_ent_expiry_date_idx').on(t.entId, t.expiryDate).where(live),
    index('certificates_ent_type_idx').on(t.entId, t.certType).where(live),
  ],
);

/**
 * Qualification items (资质项) of a certificate: a node of the qualification-standard tree and a grade.
 * `ent_id` repeats the certificate's enterprise so item operations are scoped without a join.
 */
export const certificateItems = pgTable(
  'certificate_items',
  {
    ...recordColumns(),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => certificates.id),
    category: varchar('category', { length: 2 }).$type<'01' | '02' | '03' | '04'>().notNull(),
    typeCode: varchar('type_code', { length: 6 }).notNull(),
    subCode: varchar('sub_code', { length: 8 }),
    gradeCode: varchar('grade_code', { length: 32 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
  },
  (t) => [
    // One item per type code + sub-code on a certificate; a missing sub-code counts as a value.
    uniqueIndex('certificate_items_codes_key').on(t.certificateId, t.typeCode, sql`coalesce(${t.subCode}, '')`).where(live),
    index('certificate_items_ent_codes_idx').on(t.entId, t.typeCode, t.subCode).where(live),
  ],
);
