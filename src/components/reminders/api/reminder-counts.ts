import type { components } from '@openapi/schema.gen';
import { $backgroundApi } from '@/api/queries';
import { isLoggedIn, useSession } from '@/stores/session-store';

export type ReminderCounts = components['schemas']['ReminderCounts'];

/** How often the unread counts are polled while the tab is visible. */
export const REMINDER_COUNTS_POLL_MS = 60_000;

/**
 * The open unread reminders per type and in all (`/portal/reminder/counts`), polled every minute while the tab is
 * visible; null unless signed in with an enterprise (an account without one has none). The one source of the side
 * menu's badges, the information centre's reminder card and the session's `reminderCount`. A failed poll is quiet.
 * It is apart from the reminder pages' calls (reminder-api.ts) because the portal layout polls it on every page, so it
 * loads with the app's entry.
 *
 * @example const total = useReminderCounts()?.data?.total ?? 0;
 */
export function useReminderCounts() {
  const enabled = useSession((state) => isLoggedIn(state) && Boolean(state.ent));
  const query = $backgroundApi.useQuery(
    'get',
    '/portal/reminder/counts',
    {},
    {
      enabled,
      select: (response) => response.data,
      refetchInterval: REMINDER_COUNTS_POLL_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
    },
  );
  return enabled ? query : null;
}
