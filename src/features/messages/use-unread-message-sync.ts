import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn, sessionStore, useSession } from '@/stores/session-store';
import { unreadCountKey, useUnreadMessageCount } from './api/unread-count';

/**
 * Keeps the session's `unreadMessage` (the header badge) at the polled unread count, and toasts a message that
 * arrives while the member is on the site: when a poll finds more unread than the one before, the newest unread
 * message is toasted with its link (announce-new-messages.ts). The first count after signing in is the baseline, so
 * messages already there are never toasted. Mounted once, by the root layout.
 */
export function useUnreadMessageSync(): void {
  const token = useSession((state) => (isLoggedIn(state) ? state.token : ''));
  const count = useUnreadMessageCount().data;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const last = useRef<{ token: string; count: number } | null>(null);

  useEffect(() => {
    if (token) return;
    // Signed out: the next account starts from a fresh count, never from this one's.
    last.current = null;
    queryClient.removeQueries({ queryKey: unreadCountKey() });
  }, [token, queryClient]);

  useEffect(() => {
    if (!token || count === undefined) return;
    sessionStore.getState().setUnreadMessage(count);
    const previous = last.current;
    last.current = { token, count };
    if (previous?.token !== token || count <= previous.count) return;
    const added = count - previous.count;
    void import('./announce-new-messages').then(({ announceNewMessages }) => announceNewMessages(queryClient, added, (path) => void navigate(path)));
  }, [token, count, queryClient, navigate]);
}
