import { badRequest } from '../errors.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers, requireSession } from '../http/handlers.ts';
import { messagePhones as phones } from '../messages/phones.ts';
import { messageRepository as messages } from '../messages/repository.ts';

// Each user reads and marks only their own messages and phones: another user's id, in any enterprise, is not found.
export const messageHandlers = defineHandlers({
  listMessages: async ({ query, session, services }) => {
    const { rows, total } = await messages.list(services.db, requireSession(session).userId, query);
    return page(rows, total);
  },

  listZsMessages: async ({ query, session, services }) => {
    const { rows, total } = await messages.list(services.db, requireSession(session).userId, { ...query, type: 'zs' });
    return page(rows, total);
  },

  listUnreadMessages: async ({ query, session, services }) => ok(await messages.latest(services.db, requireSession(session).userId, 'unread', query.limit)),

  listZsUnhandledMessages: async ({ query, session, services }) =>
    ok(await messages.latest(services.db, requireSession(session).userId, 'zsUnhandled', query.limit)),

  listZsUnreadMessages: async ({ query, session, services }) => ok(await messages.latest(services.db, requireSession(session).userId, 'zsUnread', query.limit)),

  listZsExpiryUnreadMessages: async ({ query, session, services }) =>
    ok(await messages.latest(services.db, requireSession(session).userId, 'zsExpiryUnread', query.limit)),

  listProjectUnreadMessages: async ({ query, session, services }) =>
    ok(await messages.latest(services.db, requireSession(session).userId, 'projectUnread', query.limit)),

  listMemberUnreadMessages: async ({ query, session, services }) =>
    ok(await messages.latest(services.db, requireSession(session).userId, 'memberUnread', query.limit)),

  getUnreadMessageCount: async ({ session, services }) => ok(await messages.unreadCount(services.db, requireSession(session).userId)),

  getZsUnreadMessageCount: async ({ session, services }) => ok(await messages.unreadCount(services.db, requireSession(session).userId, 'zs')),

  markMessagesRead: async ({ query, session, services }) => {
    const { userId } = requireSession(session);
    if (query.isAllRead) {
      await messages.markAllRead(services.db, userId);
      return ok(undefined, '已全部标记为已读');
    }
    if (!query.id) throw badRequest('请指定要标记的消息', [{ field: 'query.id', msg: '请指定要标记的消息，或传 isAllRead=true 全部标记' }]);
    await messages.markRead(services.db, userId, query.id);
    return ok(undefined, '已标记为已读');
  },

  markZsMessageHandled: async ({ body, session, services }) => {
    await messages.markHandled(services.db, requireSession(session).userId, body.id);
    return ok(undefined, '已标记为已处理');
  },

  markZsMessageRead: async ({ body, session, services }) => {
    await messages.markRead(services.db, requireSession(session).userId, body.id, 'zs');
    return ok(undefined, '已标记为已读');
  },

  markProjectMessageRead: async ({ body, session, services }) => {
    await messages.markRead(services.db, requireSession(session).userId, body.id, 'project');
    return ok(undefined, '已标记为已读');
  },

  listMessagePhones: async ({ session, services }) => ok(await phones.list(services.db, requireSession(session).userId)),

  bindMessagePhone: async ({ body, session, services }) => {
    await phones.bind(services.db, requireSession(session).userId, body);
    return ok(undefined, '绑定成功');
  },

  unbindMessagePhone: async ({ body, session, services }) => {
    await phones.unbind(services.db, requireSession(session).userId, body.uuid);
    return ok(undefined, '解绑成功');
  },
});
