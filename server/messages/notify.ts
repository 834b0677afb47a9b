import { inArray } from 'drizzle-orm';
import type { ReminderType } from '../../forms/reminder-rules.ts';
import type { Db } from '../db/client.ts';
import { reminders } from '../db/schema/reminders.ts';
import type { NewReminder } from '../reminders/engine.ts';
import { createMessages, type MessageType, type ZsSubType } from './create.ts';
import { queueReminderSms } from './reminder-sms.ts';

/** The message kind of each reminder kind: certificate ones (资质证书, 资质异常) are zs, projects are project. */
const MESSAGE_TYPE: Record<ReminderType, MessageType> = {
  zzzs: 'zs',
  zzyc: 'zs',
  jgptxm: 'project',
  yyzz: 'system',
  zcry: 'system',
  qtry: 'system',
  ryyj: 'system',
};

/** An expiry rule's steps (forms/reminder-rules.ts expiryRule): `d120`…`d30`, then `expired`. */
const isExpiryStep = (threshold: string) => threshold === 'expired' || /^d\d+$/.test(threshold);

function zsSubType(type: ReminderType, threshold: string, dueDate: string | null): ZsSubType {
  if (type === 'zzyc') return 'anomaly';
  return dueDate && isExpiryStep(threshold) ? 'expiry' : 'other';
}

/**
 * Tells an enterprise's members of the reminders the engine just created or reopened (server/reminders/engine.ts
 * `sync`): each `warning` or `danger` one becomes a site message to every member, and each `danger` one is queued
 * for SMS to the members' bound phones (sent by the sweep outside quiet hours, once per reminder).
 */
export async function notifyNewReminders(db: Db, entId: string, created: readonly NewReminder[]): Promise<void> {
  const notable = created.filter((r) => r.level === 'warning' || r.level === 'danger');
  if (notable.length === 0) return;
  const facts = await db
    .select({ id: reminders.id, recordId: reminders.recordId, threshold: reminders.threshold, dueDate: reminders.dueDate })
    .from(reminders)
    .where(inArray(reminders.id, notable.map((r) => r.id)));
  const factOf = new Map(facts.map((f) => [f.id, f]));
  await createMessages(
    db,
    notable.map((r) => {
      const fact = factOf.get(r.id);
      const type = MESSAGE_TYPE[r.type];
      return {
        entId,
        type,
        subType: type === 'zs' ? zsSubType(r.type, fact?.threshold ?? '', fact?.dueDate ?? null) : undefined,
        title: r.title,
        content: r.content,
        bizId: fact?.recordId ?? null,
        link: r.link,
        reminderId: r.id,
      };
    }),
  );
  await queueReminderSms(
    db,
    entId,
    notable.filter((r) => r.level === 'danger').map((r) => r.id),
  );
}
