import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@openapi/schema.gen';
import { $api, invalidatePath } from '@/api/queries';

type Message = components['schemas']['Message'];
type MessagePage = { rows?: Message[]; total: number };

/** The paged message lists (the tabs). */
const LIST_PATHS = ['/portal/message/list', '/portal/message/zsMessage'] as const;
/** The unread counts and the unread lists the tabs count. */
const COUNT_PATHS = [
  '/portal/message/unreadMessageCount',
  '/portal/message/zsUnreadMessageCount',
  '/portal/message/zsDqUnreadMessage',
  '/portal/message/projectUnreadMessage',
  '/portal/message/memberUnreadMessage',
] as const;

/** Refetches the unread counts of the header and the tabs; `tabsOnly` leaves the header's total (just polled). */
export function refreshMessageCounts(queryClient: QueryClient, { tabsOnly = false } = {}): Promise<unknown> {
  const paths = tabsOnly ? COUNT_PATHS.slice(1) : COUNT_PATHS;
  return Promise.all(paths.map((path) => invalidatePath(queryClient, 'get', path)));
}

/** Refetches every message list and count (new messages arrived, or all were marked read). */
export function refreshMessages(queryClient: QueryClient, options: { tabsOnly?: boolean } = {}): Promise<unknown> {
  return Promise.all([...LIST_PATHS.map((path) => invalidatePath(queryClient, 'get', path)), refreshMessageCounts(queryClient, options)]);
}

/**
 * Changes one message where the cached lists show it, without refetching the list on screen: a message read in the
 * 未读 tab stays there, shown as read, until the list is next loaded (the lists are marked stale for that).
 */
export function updateCachedMessage(queryClient: QueryClient, id: string, change: Partial<Message>): Promise<unknown> {
  const update = (page: MessagePage | undefined) => page && { ...page, rows: page.rows?.map((row) => (row.id === id ? { ...row, ...change } : row)) };
  return Promise.all(
    LIST_PATHS.map((path) => {
      const { queryKey } = $api.queryOptions('get', path);
      queryClient.setQueriesData<MessagePage>({ queryKey }, update);
      return queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }),
  );
}
