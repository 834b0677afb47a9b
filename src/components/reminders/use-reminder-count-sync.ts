import { useEffect } from 'react';
import { sessionStore } from '@/stores/session-store';
import { useReminderCounts } from './api/reminder-counts';

/**
 * Keeps the session's `reminderCount` (the header's 信息校验提醒 badge) at the polled unread total. Mounted once by
 * the portal layout; signing out clears the session, count included.
 */
export function useReminderCountSync(): void {
  const total = useReminderCounts()?.data?.total;
  useEffect(() => {
    if (total !== undefined) sessionStore.getState().setReminderCount(total);
  }, [total]);
}
