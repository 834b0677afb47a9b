import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { REMINDER_TYPES, type ReminderType } from '../../forms/reminder-rules.ts';
import type { Db } from '../db/client.ts';
import { reminders as t } from '../db/schema/reminders.ts';
import { notFound } from '../errors.ts';
import { countOf, equals, filterConditions, readPage, type PagingQuery } from '../records/list-query.ts';

export type ReminderStatus = 'open' | 'resolved' | 'all';

export interface ReminderQuery extends PagingQuery {
  type?: ReminderType;
  isRead?: boolean;
  level?: string;
  status?: ReminderStatus;
}

type Row = typeof t.$inferSelect;

const toReminder = (r: Row) => ({
  id: r.id,
  type: r.type,
  rule: r.rule,
  title: r.title,
  content: r.content,
  level: r.level,
  bizId: r.recordId,
  expireDate: r.dueDate,
  isRead: r.readAt !== null,
  resolveTime: r.resolvedAt?.toISOString() ?? null,
  createTime: r.createTime.toISOString(),
});

const FILTERS = {
  type: equals(t.type),
  level: equals(t.level),
  isRead: (read: boolean) => (read ? isNotNull(t.readAt) : isNull(t.readAt)),
  status: (status: ReminderStatus) => (status === 'open' ? isNull(t.resolvedAt) : status === 'resolved' ? isNotNull(t.resolvedAt) : undefined),
};
const SORT = {
  columns: { createTime: t.createTime, expireDate: t.dueDate },
  default: [desc(t.createTime), asc(t.id)],
  tiebreak: asc(t.id),
};

/** The open, unread reminders of an enterprise: what the counts and badges show. */
const unread = (entId: string) => and(eq(t.entId, entId), isNull(t.resolvedAt), isNull(t.readAt));

/** The reminders of one enterprise (信息校验提醒), as the contract sends them. */
export const reminderRepository = {
  async list(db: Db, entId: string, query: ReminderQuery) {
    const where = and(eq(t.entId, entId), ...filterConditions(FILTERS, { status: 'open', ...query }));
    const source = { rows: (d: Db) => d.select().from(t).$dynamic(), count: countOf(t), where, sort: SORT };
    const { rows, total } = await readPage(db, source, query);
    return { rows: rows.map(toReminder), total };
  },

  /** One reminder with its suggestion and link, marked read; another enterprise's id is 404. */
  async open(db: Db, entId: string, id: string) {
    const [row] = await db
      .update(t)
      .set({ readAt: sql`coalesce(${t.readAt}, now())` })
      .where(and(eq(t.entId, entId), eq(t.id, id)))
      .returning();
    if (!row) throw notFound('提醒不存在');
    return { ...toReminder(row), suggestion: row.suggestion, link: row.link };
  },

  /** Marks the given reminders (another enterprise's ids are ignored), or all of the enterprise's, read. */
  async markRead(db: Db, entId: string, which: { ids: string[] } | { all: true }) {
    const scope = 'ids' in which ? and(eq(t.entId, entId), inArray(t.id, which.ids)) : eq(t.entId, entId);
    await db.update(t).set({ readAt: sql`now()` }).where(and(scope, isNull(t.readAt)));
  },

  /** The open unread reminders per type and in all. */
  async counts(db: Db, entId: string | null): Promise<Record<ReminderType | 'total', number>> {
    const counts = { ...Object.fromEntries(REMINDER_TYPES.map((type) => [type, 0])), total: 0 } as Record<ReminderType | 'total', number>;
    if (!entId) return counts;
    const rows = await db.select({ type: t.type, n: count() }).from(t).where(unread(entId)).groupBy(t.type);
    for (const { type, n } of rows) {
      counts[type] = n;
      counts.total += n;
    }
    return counts;
  },
};
