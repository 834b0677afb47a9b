import type { QueryClient } from '@tanstack/react-query';
import { $api, $backgroundApi } from '@/api/queries';
import { isLoggedIn, sessionStore, useSession } from '@/stores/session-store';

/** How often the unread count is polled while the tab is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The signed-in user's unread message count (`/portal/message/unreadMessageCount`, the same number as getInfo's
 * `unreadMessage`), polled every minute while the tab is visible; a failed poll is quiet. The one source of the
 * header badge (through the session, see use-unread-message-sync.ts) and the message centre's 未读 tab.
 *
 * @example const unread = useUnreadMessageCount().data ?? 0;
 */
export function useUnreadMessageCount() {
  const enabled = useSession(isLoggedIn);
  return $backgroundApi.useQuery('get', '/portal/message/unreadMessageCount', undefined, {
    enabled,
    select: (response) => response.data,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** The count query's key, from the contract path. */
export const unreadCountKey = () => $api.queryOptions('get', '/portal/message/unreadMessageCount').queryKey;

/**
 * Sets the unread count at once, in the cached count and in the session (the header badge), after a read the server
 * confirmed. A poll already under way is cancelled first, so its older answer cannot undo the change.
 *
 * @example await setUnreadCount(queryClient, (count) => count - 1);
 */
export async function setUnreadCount(queryClient: QueryClient, next: (current: number) => number): Promise<void> {
  const queryKey = unreadCountKey();
  await queryClient.cancelQueries({ queryKey });
  const cached = queryClient.getQueryData<{ code: number; msg: string; data: number }>(queryKey);
  const count = Math.max(0, next(cached?.data ?? sessionStore.getState().unreadMessage));
  queryClient.setQueryData(queryKey, { code: 200, msg: '操作成功', ...cached, data: count });
  sessionStore.getState().setUnreadMessage(count);
}
