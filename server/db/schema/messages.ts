import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar, text } from 'drizzle-orm/pg-core';
import type { components } from '../../../openapi/schema.gen.ts';
import { enterprises, users } from './identity.ts';
import { reminders } from './reminders.ts';

type MessageType = components['schemas']['MessageType'];
type ZsSubType = components['schemas']['ZsSubType'];

/**
 * Site messages (站内消息), one row per addressed user with that user's read state: a message to an enterprise is
 * one row for each of its members (server/messages/create.ts). `category` is the contract's MessageType; a
 * certificate message (zs) has a subType and a handled state. A message made from a reminder keeps its id, and a
 * user gets at most one message per reminder: a reminder that comes back brings its message back unread.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entId: uuid('ent_id').references(() => enterprises.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: varchar('category', { length: 32 }).$type<MessageType>().notNull(),
    subType: varchar('sub_type', { length: 16 }).$type<ZsSubType>(),
    title: varchar('title', { length: 200 }).notNull(),
    content: text('content').notNull(),
    /** The record the message is about (certificate, project, order), if any. */
    bizId: uuid('biz_id'),
    /** The portal page that handles it, e.g. a reminder's form link. */
    link: varchar('link', { length: 200 }),
    reminderId: uuid('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_user_unread_idx').on(t.userId, t.readAt),
    index('messages_user_category_idx').on(t.userId, t.category, t.createTime),
    index('messages_user_create_idx').on(t.userId, t.createTime),
    uniqueIndex('messages_user_reminder_key').on(t.userId, t.reminderId),
  ],
);

/** Phones a user bound (verified by an SMS code) to receive message SMS: at most five per user. */
export const messagePhones = pgTable(
  'message_phones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phonenumber: varchar('phonenumber', { length: 11 }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_phones_user_phone_key').on(t.userId, t.phonenumber)],
);

/**
 * The SMS of a `danger` reminder to its enterprise's bound phones, queued when the reminder is created and sent by
 * the sweep outside quiet hours (server/messages/reminder-sms.ts). One row per reminder, so it is sent at most once.
 */
export const reminderSms = pgTable(
  'reminder_sms',
  {
    reminderId: uuid('reminder_id')
      .primaryKey()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    entId: uuid('ent_id')
      .notNull()
      .references(() => enterprises.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the sweep claims the row; cleared again if every send failed, for a later try. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** sent, no_phone (nobody bound one) or resolved (the reminder was fixed before quiet hours ended). */
    outcome: varchar('outcome', { length: 16 }),
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [index('reminder_sms_pending_idx').on(t.createTime).where(sql`sent_at is null`)],
);
