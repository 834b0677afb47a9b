import { date, index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { liveIndex as live, recordColumns } from './record-columns.ts';

/** Registered personnel (注册人员). The partial indexes back the list's default order, sorts and filters. */
export const registeredPersons = pgTable(
  'registered_persons',
  {
    ...recordColumns(),
    name: varchar('name', { length: 50 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    gender: varchar('gender', { length: 1 }).$type<'男' | '女'>().notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    regCategory: varchar('reg_category', { length: 32 }).notNull(),
    regSpecialty: varchar('reg_specialty', { length: 32 }),
    regNo: varchar('reg_no', { length: 64 }).notNull(),
    certValidFrom: date('cert_valid_from', { mode: 'string' }).notNull(),
    certValidTo: date('cert_valid_to', { mode: 'string' }).notNull(),
    socialInsurance: varchar('social_insurance', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }),
  },
  (t) => [
    uniqueIndex('registered_persons_id_card_category_key').on(t.entId, t.idCard, t.regCategory).where(live),
    index('registered_persons_ent_create_idx').on(t.entId, t.createTime).where(live),
    index('registered_persons_ent_name_idx').on(t.entId, t.name).where(live),
    index('registered_persons_ent_category_idx').on(t.entId, t.regCategory, t.regSpecialty).where(live),
    index('registered_persons_ent_valid_to_idx').on(t.entId, t.certValidTo).where(live),
  ],
);

/** Other personnel (其他人员): technical staff with a title or skilled workers with a trade. */
export const otherPersons = pgTable(
  'other_persons',
  {
    ...recordColumns(),
    personKind: varchar('person_kind', { length: 16 }).$type<'technical' | 'worker'>().notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    idCard: varchar('id_card', { length: 18 }).notNull(),
    gender: varchar('gender', { length: 1 }).$type<'男' | '女'>(),
    birthDate: date('birth_date', { mode: 'string' }),
    title: varchar('title', { length: 32 }),
    titleCertNo: varchar('title_cert_no', { length: 64 }),
    trade: varchar('trade', { length: 32 }),
    tradeCertNo: varchar('trade_cert_no', { length: 64 }),
    // Expiry of the title or trade certificate, whichever the person holds.
    certValidTo: date('cert_valid_to', { mode: 'string' }),
    socialInsurance: varchar('social_insurance', { length: 32 }),
  },
  (t) => [
    uniqueIndex('other_persons_id_card_key').on(t.entId, t.idCard).where(live),
    index('other_persons_ent_create_idx').on(t.entId, t.createTime).where(live),
    index('other_persons_ent_kind_idx').on(t.entId, t.personKind, t.name).where(live),
    index('other_persons_ent_name_idx').on(t.entId, t.name).where(live),
  ],
);
