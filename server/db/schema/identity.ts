import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('create_time', { withTimezone: true }).notNull().defaultNow();

export const enterprises = pgTable('enterprises', {
  id: uuid('id').primaryKey().defaultRandom(),
  entName: varchar('ent_name', { length: 100 }).notNull(),
  creditCode: varchar('credit_code', { length: 18 }),
  prov: varchar('prov', { length: 6 }),
  createTime: createdAt(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userName: varchar('user_name', { length: 64 }).notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull(),
    phonenumber: varchar('phonenumber', { length: 20 }),
    email: varchar('email', { length: 128 }),
    avatar: text('avatar'),
    passwordHash: text('password_hash').notNull(),
    entId: uuid('ent_id').references(() => enterprises.id),
    status: varchar('status', { length: 1 }).notNull().default('0'),
    createTime: createdAt(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    uniqueIndex('users_phonenumber_key').on(t.phonenumber),
    index('users_ent_id_idx').on(t.entId),
  ],
);

export const roles = pgTable('roles', {
  roleKey: varchar('role_key', { length: 64 }).primaryKey(),
  roleName: varchar('role_name', { length: 64 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleKey: varchar('role_key', { length: 64 }).notNull().references(() => roles.roleKey, { onDelete: 'cascade' }),
    permission: varchar('permission', { length: 100 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleKey, t.permission] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleKey: varchar('role_key', { length: 64 }).notNull().references(() => roles.roleKey, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleKey] })],
);

/** The portal's route tree; getRouters returns the part a user or key may open. */
export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    path: varchar('path', { length: 200 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** Grantable to secondary keys (menuTree/updateKeyRight). */
    keyGrantable: boolean('key_grantable').notNull().default(true),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleKey: varchar('role_key', { length: 64 }).notNull().references(() => roles.roleKey, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleKey, t.menuId] })],
);

export const entityKeys = pgTable(
  'entity_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entId: uuid('ent_id').notNull().references(() => enterprises.id),
    keyType: varchar('key_type', { length: 16 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    keyLast4: varchar('key_last4', { length: 4 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('enabled'),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('entity_keys_hash_key').on(t.keyHash), index('entity_keys_ent_idx').on(t.entId)],
);

export const keyMenus = pgTable(
  'key_menus',
  {
    keyId: uuid('key_id').notNull().references(() => entityKeys.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id').notNull().references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.menuId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id').references(() => entityKeys.id, { onDelete: 'cascade' }),
    createTime: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Consecutive password failures and the lockout, per account (`user:<id>`) and, so that an unknown name behaves
 * exactly like an account, per unknown login name (`name:<sha256>`); see identity/login-throttle.ts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    subject: varchar('subject', { length: 80 }).primaryKey(),
    /** Attempts reserved (before the password is checked) since the last success or lockout. */
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_updated_idx').on(t.updatedAt)],
);

/** SMS and mail verification codes; only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 32 }).notNull(),
    target: varchar('target', { length: 128 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createTime: createdAt(),
  },
  (t) => [
    index('verification_codes_lookup_idx').on(t.purpose, t.target, t.createTime),
    index('verification_codes_target_idx').on(t.target, t.createTime),
    index('verification_codes_ip_idx').on(t.ip, t.createTime),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    words: jsonb('words').$type<string[]>().notNull(),
    points: jsonb('points').$type<{ x: number; y: number }[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    ticketHash: varchar('ticket_hash', { length: 64 }),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    createTime: createdAt(),
  },
  (t) => [uniqueIndex('captchas_ticket_hash_key').on(t.ticketHash), index('captchas_expires_idx').on(t.expiresAt)],
);
