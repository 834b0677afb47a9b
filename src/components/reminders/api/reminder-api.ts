import { keepPreviousData, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReminderType } from '@forms/reminder-rules';
import type { components, paths } from '@openapi/schema.gen';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';
import { page } from '@/api/unwrap';

export type Reminder = components['schemas']['Reminder'];
export type ReminderDetail = components['schemas']['ReminderDetail'];
export type ReminderListQuery = NonNullable<paths['/portal/reminder/list']['get']['parameters']['query']>;

/** The most ids one read call takes (contract `ReminderReadRequest`), and the largest list page. */
const READ_BATCH = 500;

/** Everything a change of reminders shows: the lists, the details and the unread counts. */
export const REMINDER_PATHS = ['/portal/reminder/list', '/portal/reminder/info/{id}', '/portal/reminder/counts'] as const;

/** Refreshes every cached reminder query (after marking read, or after a record save changed the reminders). */
export function invalidateReminders(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(REMINDER_PATHS.map((path) => invalidatePath(queryClient, 'get', path)));
}

type ListResponse = paths['/portal/reminder/list']['get']['responses'][200]['content']['application/json'];

// Module scope, so the rows keep their identity between renders.
const pageOf = (response: ListResponse) => ({ rows: response.rows ?? [], total: response.total });

/** One page of reminders; the previous page stays on screen while the next loads. */
export function useReminderList(query: ReminderListQuery) {
  return $api.useQuery('get', '/portal/reminder/list', { params: { query } }, { placeholderData: keepPreviousData, select: pageOf });
}

/**
 * One reminder with its suggestion and link; fetching it marks it read on the server, so the lists and counts are
 * refreshed once it arrives.
 */
export function useReminderDetail(id: string | null) {
  const queryClient = useQueryClient();
  const query = $api.useQuery('get', '/portal/reminder/info/{id}', { params: { path: { id: id ?? '' } } }, { enabled: Boolean(id), select: (response) => response.data });
  const openedId = query.data?.id;
  useEffect(() => {
    if (!openedId) return;
    void Promise.all([invalidatePath(queryClient, 'get', '/portal/reminder/list'), invalidatePath(queryClient, 'get', '/portal/reminder/counts')]);
  }, [openedId, queryClient]);
  return query;
}

/** Fetches one reminder (marking it read), e.g. to follow its link from a row. */
export async function fetchReminder(queryClient: QueryClient, id: string): Promise<ReminderDetail> {
  const detail = await queryClient.fetchQuery({
    ...$api.queryOptions('get', '/portal/reminder/info/{id}', { params: { path: { id } } }),
    staleTime: 0,
  });
  await invalidateReminders(queryClient);
  return detail.data;
}

async function unreadIds(type: ReminderType): Promise<string[]> {
  const ids: string[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const query = { type, isRead: false, status: 'all' as const, pageNum, pageSize: READ_BATCH };
    const { rows, total } = await page(browserClient.GET('/portal/reminder/list', { params: { query } }));
    ids.push(...(rows ?? []).map((row) => row.id));
    if ((rows ?? []).length < READ_BATCH || ids.length >= total) return ids;
  }
}

async function markRead(ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += READ_BATCH) {
    // The client's middleware rejects a failed call (and shows its message).
    await browserClient.POST('/portal/reminder/read', { body: { ids: ids.slice(start, start + READ_BATCH) } });
  }
}

/**
 * 标记已读 for chosen reminders, and 全部标记已读 for every unread reminder of one type (the contract's `{all: true}`
 * would also mark the other six types, which the page does not show). Both refresh the lists and counts.
 */
export function useMarkRemindersRead(type: ReminderType) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateReminders(queryClient);
  const markSelected = useMutation({ mutationFn: (ids: readonly string[]) => markRead(ids), onSettled: refresh });
  const markAll = useMutation({ mutationFn: async () => markRead(await unreadIds(type)), onSettled: refresh });
  return { markSelected, markAll };
}
