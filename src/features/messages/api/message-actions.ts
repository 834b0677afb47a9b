import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserClient } from '@/api/browser-client';
import type { Message } from '../message-tabs';
import { refreshMessageCounts, refreshMessages, updateCachedMessage } from './message-cache';
import { setUnreadCount } from './unread-count';

/**
 * Opening a message marks it read (`readMessage?id=`); the header badge and the tab counts drop at once.
 * Already read messages make no call.
 */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: Message) => {
      if (message.isRead) return false;
      await browserClient.POST('/portal/message/readMessage', { params: { query: { id: message.id } } });
      return true;
    },
    onSuccess: async (changed, message) => {
      if (!changed) return;
      await Promise.all([updateCachedMessage(queryClient, message.id, { isRead: true }), setUnreadCount(queryClient, (count) => count - 1)]);
      await refreshMessageCounts(queryClient);
    },
  });
}

/** 全部标记已读 (`readMessage?isAllRead=true`): the badge goes to 0 and every list and count is reloaded. */
export function useReadAllMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => browserClient.POST('/portal/message/readMessage', { params: { query: { isAllRead: true } } }),
    onSuccess: async () => {
      await setUnreadCount(queryClient, () => 0);
      await refreshMessages(queryClient);
    },
  });
}

/** 标记已处理 for a certificate message (`zsMessageHandle`), which also marks it read. */
export function useHandleCertificateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => browserClient.POST('/portal/message/zsMessageHandle', { body: { id: message.id } }),
    onSuccess: async (_response, message) => {
      await updateCachedMessage(queryClient, message.id, { isRead: true, isHandled: true });
      if (!message.isRead) await setUnreadCount(queryClient, (count) => count - 1);
      await refreshMessageCounts(queryClient);
    },
  });
}
