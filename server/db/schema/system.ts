import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const dictTypes = pgTable('dict_types', {
  dictType: varchar('dict_type', { length: 100 }).primaryKey(),
  dictName: varchar('dict_name', { length: 100 }).notNull(),
  status: varchar('status', { length: 1 }).notNull().default('0'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

export const dictData = pgTable(
  'dict_data',
  {
    dictCode: serial('dict_code').primaryKey(),
    dictSort: integer('dict_sort').notNull().default(0),
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    listClass: varchar('list_class', { length: 16 }),
    isDefault: varchar('is_default', { length: 1 }).$type<'Y' | 'N'>().notNull().default('N'),
    status: varchar('status', { length: 1 }).$type<'0' | '1'>().notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dict_data_type_idx').on(t.dictType, t.dictSort), uniqueIndex('dict_data_type_value_key').on(t.dictType, t.dictValue)],
);

/** What the sandbox providers "sent": SMS, mail, WeChat and payment messages. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: varchar('channel', { length: 16 }).notNull(),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    code: varchar('code', { length: 16 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createTime)],
);
