import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { reminderSms as t } from '../db/schema/messages.ts';
import { reminders } from '../db/schema/reminders.ts';
import { schedulePeriodic } from '../periodic.ts';
import type { SmsProvider } from '../providers/providers.ts';
import { enterprisePhones, SMS_SIGNATURE } from './phones.ts';

/** No reminder SMS from 22:00 to 08:00, China time (UTC+8 all year). */
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;
/** How often the sweep sends the queued SMS; a new danger reminder's SMS goes out within this. */
export const REMINDER_SMS_INTERVAL_MS = 60_000;
/** A reminder whose SMS failed this many times is given up. */
const MAX_ATTEMPTS = 3;
const BATCH = 100;

export function inQuietHours(now: Date): boolean {
  const hour = (now.getUTCHours() + 8) % 24;
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}

/** Queues the SMS of `danger` reminders; a reminder already queued (or sent) is not queued again. */
export async function queueReminderSms(db: Db, entId: string, reminderIds: readonly string[]): Promise<void> {
  if (reminderIds.length === 0) return;
  await db
    .insert(t)
    .values(reminderIds.map((reminderId) => ({ reminderId, entId })))
    .onConflictDoNothing();
}

export interface SweepResult {
  sent: number;
  skipped: number;
  failed: number;
}

/**
 * Sends the queued reminder SMS to the bound phones of each reminder's enterprise, unless `now` is in quiet hours (the
 * queue then waits for 08:00). A row is claimed before it is sent, so two processes never send one reminder twice; a
 * reminder fixed meanwhile, or an enterprise with no bound phone, is marked and not sent.
 */
export async function sendDueReminderSms(db: Db, sms: SmsProvider, now = new Date()): Promise<SweepResult> {
  const result: SweepResult = { sent: 0, skipped: 0, failed: 0 };
  if (inQuietHours(now)) return result;
  const claimed = await db.execute(sql`
    update reminder_sms set sent_at = ${now.toISOString()}::timestamptz, attempts = attempts + 1
    where reminder_id in (
      select reminder_id from reminder_sms where sent_at is null and attempts < ${MAX_ATTEMPTS}
      order by create_time limit ${BATCH} for update skip locked)
    returning reminder_id as "reminderId", ent_id as "entId", attempts`);
  const rows = (claimed as unknown as { rows: { reminderId: string; entId: string; attempts: number }[] }).rows;
  if (rows.length === 0) return result;
  const found = await db
    .select({ id: reminders.id, title: reminders.title, resolvedAt: reminders.resolvedAt })
    .from(reminders)
    .where(inArray(reminders.id, rows.map((r) => r.reminderId)));
  const reminderOf = new Map(found.map((r) => [r.id, r]));
  const phonesOf = new Map<string, Promise<string[]>>();

  for (const row of rows) {
    const reminder = reminderOf.get(row.reminderId);
    const done = (outcome: string, recipients = 0) =>
      db.update(t).set({ outcome, recipients }).where(eq(t.reminderId, row.reminderId));
    if (!reminder || reminder.resolvedAt) {
      await done('resolved');
      result.skipped++;
      continue;
    }
    if (!phonesOf.has(row.entId)) phonesOf.set(row.entId, enterprisePhones(db, row.entId));
    const phones = await phonesOf.get(row.entId)!;
    if (phones.length === 0) {
      await done('no_phone');
      result.skipped++;
      continue;
    }
    const text = `${SMS_SIGNATURE}${reminder.title}。请登录门户在“信息校验提醒”中查看处理。`;
    const sent = await Promise.allSettled(phones.map((phone) => sms.send(phone, text)));
    const delivered = sent.filter((s) => s.status === 'fulfilled').length;
    if (delivered > 0) {
      await done('sent', delivered);
      result.sent++;
    } else if (row.attempts >= MAX_ATTEMPTS) {
      await done('failed');
      result.failed++;
    } else {
      // Every phone failed (the gateway is down): back to the queue for the next sweep.
      await db.update(t).set({ sentAt: null }).where(eq(t.reminderId, row.reminderId));
      result.failed++;
    }
  }
  return result;
}

/** Runs the sweep every minute; call the returned function on shutdown. */
export function scheduleReminderSms(db: Db, sms: SmsProvider, log: FastifyBaseLogger): () => Promise<void> {
  return schedulePeriodic(
    async () => {
      const result = await sendDueReminderSms(db, sms);
      if (result.sent + result.failed > 0) log.info(result, '提醒短信已发送');
    },
    REMINDER_SMS_INTERVAL_MS,
    (err) => log.error({ err }, '提醒短信发送失败'),
  );
}
