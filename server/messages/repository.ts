import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages as t } from '../db/schema/messages.ts';
import { notFound } from '../errors.ts';
import { countOf, equals, filterConditions, readPage, type PagingQuery } from '../records/list-query.ts';
import type { MessageType, ZsSubType } from './create.ts';

type Row = typeof t.$inferSelect;

export interface MessageQuery extends PagingQuery {
  type?: MessageType;
  subType?: ZsSubType;
  isRead?: boolean;
  isHandled?: boolean;
}

/** A message as the contract sends it: subType and isHandled only for certificate (zs) messages. */
export const toMessage = (r: Row) => {
  const zs = r.category === 'zs';
  return {
    id: r.id,
    type: r.category,
    subType: zs ? (r.subType ?? 'other') : null,
    title: r.title,
    content: r.content,
    bizId: r.bizId,
    link: r.link,
    isRead: r.readAt !== null,
    isHandled: zs ? r.handledAt !== null : null,
    createTime: r.createTime.toISOString(),
  };
};

const FILTERS = {
  type: equals(t.category),
  subType: equals(t.subType),
  isRead: (read: boolean) => (read ? isNotNull(t.readAt) : isNull(t.readAt)),
  isHandled: (handled: boolean) => (handled ? isNotNull(t.handledAt) : isNull(t.handledAt)),
};
const SORT = { columns: {}, default: [desc(t.createTime), asc(t.id)], tiebreak: asc(t.id) };

/** The newest-first selections of the header dropdown and the login prompts. */
export const LATEST = {
  unread: { isRead: false },
  zsUnhandled: { type: 'zs', isHandled: false },
  zsUnread: { type: 'zs', isRead: false },
  zsExpiryUnread: { type: 'zs', subType: 'expiry', isRead: false },
  projectUnread: { type: 'project', isRead: false },
  memberUnread: { type: 'member', isRead: false },
} as const satisfies Record<string, Omit<MessageQuery, keyof PagingQuery>>;

const mine = (userId: string, query: Omit<MessageQuery, keyof PagingQuery>) => and(eq(t.userId, userId), ...filterConditions(FILTERS, query));

/** Marks `where` (within the user's messages) read, or with `handled` also handled; none matching is the 404. */
async function mark(db: Db, userId: string, id: string, where: SQL | undefined, handled = false) {
  const set = handled ? { readAt: sql`coalesce(${t.readAt}, now())`, handledAt: sql`coalesce(${t.handledAt}, now())` } : { readAt: sql`coalesce(${t.readAt}, now())` };
  const [row] = await db
    .update(t)
    .set(set)
    .where(and(eq(t.userId, userId), eq(t.id, id), where))
    .returning({ id: t.id });
  if (!row) throw notFound('消息不存在');
}

/**
 * The site messages of one user (站内消息): each user has their own rows, so another user's id, in this enterprise or
 * another, reads as not found.
 */
export const messageRepository = {
  async list(db: Db, userId: string, query: MessageQuery) {
    const source = { rows: (d: Db) => d.select().from(t).$dynamic(), count: countOf(t), where: mine(userId, query), sort: SORT };
    const { rows, total } = await readPage(db, source, query);
    return { rows: rows.map(toMessage), total };
  },

  async latest(db: Db, userId: string, which: keyof typeof LATEST, limit = 10) {
    const rows = await db
      .select()
      .from(t)
      .where(mine(userId, LATEST[which]))
      .orderBy(...SORT.default)
      .limit(limit);
    return rows.map(toMessage);
  },

  /** Unread messages, of one kind or all: the header badge and getInfo's unreadMessage. */
  async unreadCount(db: Db, userId: string, type?: MessageType): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .where(mine(userId, { type, isRead: false }));
    return row?.n ?? 0;
  },

  /** Marks one message read; with `type`, only a message of that kind. Marking it again succeeds too. */
  markRead: (db: Db, userId: string, id: string, type?: MessageType) => mark(db, userId, id, type ? eq(t.category, type) : undefined),

  /** Marks a certificate message handled, and read. */
  markHandled: (db: Db, userId: string, id: string) => mark(db, userId, id, eq(t.category, 'zs'), true),

  async markAllRead(db: Db, userId: string) {
    await db
      .update(t)
      .set({ readAt: sql`now()` })
      .where(and(eq(t.userId, userId), isNull(t.readAt)));
  },
};
