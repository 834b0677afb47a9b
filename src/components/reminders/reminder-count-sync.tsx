import { useReminderCountSync } from './use-reminder-count-sync';

/** The reminder-count sync as a component, loaded lazily by the portal layout once a member with an enterprise signs in. */
export function ReminderCountSync() {
  useReminderCountSync();
  return null;
}
