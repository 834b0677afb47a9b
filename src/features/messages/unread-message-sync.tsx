import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { unreadCountKey } from './api/unread-count';
import { useUnreadMessageSync } from './use-unread-message-sync';

/**
 * The unread-message sync as a component, which the root layout loads lazily and mounts only while someone is signed
 * in: signed-out visitors (the home page's first load) never download it. Unmounting (signing out) drops the count,
 * so the next account starts from its own.
 */
export function UnreadMessageSync() {
  const queryClient = useQueryClient();
  useUnreadMessageSync();
  useEffect(() => () => queryClient.removeQueries({ queryKey: unreadCountKey() }), [queryClient]);
  return null;
}
