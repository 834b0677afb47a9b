import { ok, page } from '../http/envelope.ts';
import { defineHandlers, requireSession } from '../http/handlers.ts';
import { recordOwner } from '../records/enterprise-scope.ts';
import { reminderRepository as reminders } from '../reminders/repository.ts';

// 信息校验提醒: only the caller's enterprise's reminders; another enterprise's id reads as not found.
export const reminderHandlers = defineHandlers({
  listReminders: async ({ query, session, services }) => {
    const entId = requireSession(session).entId;
    if (!entId) return page([], 0);
    const { rows, total } = await reminders.list(services.db, entId, query);
    return page(rows, total);
  },

  getReminder: async ({ params, session, services }) => ok(await reminders.open(services.db, recordOwner(session).entId, params.id)),

  markRemindersRead: async ({ body, session, services }) => {
    await reminders.markRead(services.db, recordOwner(session).entId, body);
    return ok(undefined, '已标记为已读');
  },

  getReminderCounts: async ({ session, services }) => ok(await reminders.counts(services.db, requireSession(session).entId ?? null)),
});
