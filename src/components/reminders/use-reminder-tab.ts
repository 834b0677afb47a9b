import { useSearchParams } from 'react-router-dom';
import { REMINDER_TABS, type ReminderTab } from './reminder-table';

const DEFAULT_TAB: ReminderTab = 'unread';

/**
 * The reminder page's tab as it lives in the URL (`?tab=read`; none is 未读). Changing it goes back to page 1 and
 * keeps the level filter and sort.
 */
export function useReminderTab() {
  const [params, setParams] = useSearchParams();
  const tab = REMINDER_TABS.find((candidate) => candidate.value === params.get('tab')) ?? REMINDER_TABS[0];
  const setTab = (next: string) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      result.delete('pageNum');
      if (next === DEFAULT_TAB) result.delete('tab');
      else result.set('tab', next);
      return result;
    });
  return { tab, setTab };
}
