import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';
import { findReminders, type ReminderFinding, type ReminderLevel, type ReminderType } from '../../forms/reminder-rules.ts';
import type { Db } from '../db/client.ts';
import { reminders } from '../db/schema/reminders.ts';
import { notifyNewReminders } from '../messages/notify.ts';
import { REMINDER_SOURCES, sourcesAffectedBy, type ReminderSource } from './sources.ts';

/** A reminder the refresh created (or brought back after its cause had been fixed). */
export interface NewReminder {
  id: string;
  type: ReminderType;
  level: ReminderLevel;
  title: string;
  content: string;
  link: string;
}

export interface RefreshResult {
  created: NewReminder[];
  updated: number;
  resolved: number;
}

const keyOf = (r: { rule: string; recordId: string; threshold: string }) => `${r.rule}\u0000${r.recordId}\u0000${r.threshold}`;

/**
 * Re-evaluates `sources` for one enterprise and brings its stored reminders in line, writing only what changed:
 * new findings are inserted (or reopened unread), changed texts updated, and open reminders no rule finds any more
 * resolved. Three statements at most, whatever the number of records.
 */
async function sync(db: Db, entId: string, sources: readonly ReminderSource<{ id: string }>[], today: string): Promise<RefreshResult> {
  const rules = sources.flatMap((s) => s.set.rules.map((rule) => rule.code));
  if (rules.length === 0) return { created: [], updated: 0, resolved: 0 };
  const found: ReminderFinding[] = [];
  for (const s of sources) found.push(...findReminders(s.set, await s.load(db, entId, today), { today }));

  const open = await db
    .select()
    .from(reminders)
    .where(and(eq(reminders.entId, entId), inArray(reminders.rule, rules), isNull(reminders.resolvedAt)));
  const openByKey = new Map(open.map((r) => [keyOf(r), r]));
  const foundKeys = new Set(found.map(keyOf));
  const changed = found.filter((f) => {
    const stored = openByKey.get(keyOf(f));
    return (
      !stored ||
      stored.level !== f.level ||
      stored.title !== f.title ||
      stored.content !== f.content ||
      stored.suggestion !== f.suggestion ||
      stored.link !== f.link ||
      stored.dueDate !== f.dueDate
    );
  });
  const gone = open.filter((r) => !foundKeys.has(keyOf(r))).map((r) => r.id);

  let created: NewReminder[] = [];
  if (changed.length > 0) {
    const rows = changed.map((f) => ({ ...f, entId }));
    // One statement for any number of rows: the findings travel as one JSON parameter.
    const result = await db.execute(sql`
      insert into reminders (ent_id, type, rule, record_id, threshold, level, title, content, suggestion, link, due_date)
      select x."entId", x.type, x.rule, x."recordId", x.threshold, x.level, x.title, x.content, x.suggestion, x.link, x."dueDate"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("entId" uuid, type varchar, rule varchar, "recordId" uuid,
        threshold varchar, level varchar, title varchar, content text, suggestion text, link varchar, "dueDate" date)
      on conflict (ent_id, rule, record_id, threshold) do update set
        level = excluded.level, title = excluded.title, content = excluded.content, suggestion = excluded.suggestion,
        link = excluded.link, due_date = excluded.due_date, update_time = now(),
        read_at = case when reminders.resolved_at is null then reminders.read_at end,
        create_time = case when reminders.resolved_at is null then reminders.create_time else now() end,
        resolved_at = null
      returning id, type, level, title, content, link, create_time = update_time as inserted`);
    // A new row, or one reopened after its cause had been fixed: both start their life now.
    const returned = (result as unknown as { rows: (NewReminder & { inserted: boolean })[] }).rows;
    created = returned.filter((r) => r.inserted).map(({ inserted: _inserted, ...r }) => r);
  }
  await notifyNewReminders(db, entId, created);
  if (gone.length > 0) {
    await db.update(reminders).set({ resolvedAt: sql`now()`, updateTime: sql`now()` }).where(inArray(reminders.id, gone));
  }
  return { created, updated: changed.length - created.length, resolved: gone.length };
}

/** Re-evaluates every rule for one enterprise (the daily job, a first run). */
export function refreshAllReminders(db: Db, entId: string, today = todayInChina()): Promise<RefreshResult> {
  return sync(db, entId, REMINDER_SOURCES, today);
}

/**
 * Re-evaluates the rules a save of `recordType` can change, right after the save, so the counts are right at once:
 * the type's own rules and those of the types that read it (a person's registration dates for performance).
 */
export function refreshRemindersAfterSave(db: Db, entId: string, recordType: string, today = todayInChina()): Promise<RefreshResult> {
  return sync(db, entId, sourcesAffectedBy(recordType), today);
}
