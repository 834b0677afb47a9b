import type { QueryClient } from '@tanstack/react-query';
import { backgroundClient } from '@/api/browser-client';
import { unwrap } from '@/api/unwrap';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { refreshMessages } from './api/message-cache';
import { sitePath } from './site-path';

/** How long the toast of a new message stays. */
const NEW_MESSAGE_TOAST_MS = 10_000;

/**
 * After the polled unread count rose by `added`: reloads the message lists and tab counts, and toasts the newest
 * unread message with 去处理 (its link; following it reads it) or 查看 (the message centre's 未读 tab). Loaded only
 * when that happens, so it stays off the entry bundle.
 */
export async function announceNewMessages(queryClient: QueryClient, added: number, open: (path: string) => void): Promise<void> {
  void refreshMessages(queryClient, { tabsOnly: true });
  const [newest] = await unwrap(backgroundClient.GET('/portal/message/unreadMessage', { params: { query: { limit: 1 } } })).catch(() => []);
  if (!newest) return;
  const link = sitePath(newest.link);
  const follow = async () => {
    // Following a message from its toast reads it, as opening it in the message centre does.
    await backgroundClient.POST('/portal/message/readMessage', { params: { query: { id: newest.id } } }).catch(() => undefined);
    void refreshMessages(queryClient);
    open(link ?? paths.userMessages.getHref());
  };
  toast.info(`新消息：${newest.title}`, {
    id: `message-${newest.id}`,
    duration: NEW_MESSAGE_TOAST_MS,
    ...(added > 1 ? { description: `另有 ${added - 1} 条新消息` } : {}),
    action: link ? { label: '去处理', onClick: () => void follow() } : { label: '查看', onClick: () => open(`${paths.userMessages.getHref()}?tab=unread`) },
  });
}
