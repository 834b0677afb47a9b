import { $backgroundApi } from '@/api/queries';
import type { UnreadSource } from '../message-tabs';
import { useUnreadMessageCount } from './unread-count';

/** The unread lists the counts come from answer at most this many messages; a full list reads as 50+. */
export const UNREAD_LIST_LIMIT = 50;
const COUNTED_FROM_LISTS: ReadonlySet<UnreadSource> = new Set(['expiry', 'project', 'member']);

/**
 * A tab's badge text: nothing at 0, 50+ for a full unread list, 99+ above 99 as in the header.
 *
 * @example unreadBadgeText('project', 50) // '50+'; unreadBadgeText('all', 120) // '99+'
 */
export function unreadBadgeText(source: UnreadSource, count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  if (COUNTED_FROM_LISTS.has(source) && count >= UNREAD_LIST_LIMIT) return `${UNREAD_LIST_LIMIT}+`;
  return count > 99 ? '99+' : String(count);
}

const countOf = (response: { data: number }) => response.data;
const lengthOf = (response: { data: unknown[] }) => response.data.length;
const limited = { params: { query: { limit: UNREAD_LIST_LIMIT } } };

/**
 * The unread count of each tab: the total (polled, as in the header) and the certificate count from their count
 * calls, the expiry, project and member counts from their unread lists (at most 50 each). A failed count is quiet.
 *
 * @example const counts = useTabUnreadCounts(); counts.project // 3
 */
export function useTabUnreadCounts(): Partial<Record<UnreadSource, number>> {
  const all = useUnreadMessageCount().data;
  const certificate = $backgroundApi.useQuery('get', '/portal/message/zsUnreadMessageCount', undefined, { select: countOf }).data;
  const expiry = $backgroundApi.useQuery('get', '/portal/message/zsDqUnreadMessage', limited, { select: lengthOf }).data;
  const project = $backgroundApi.useQuery('get', '/portal/message/projectUnreadMessage', limited, { select: lengthOf }).data;
  const member = $backgroundApi.useQuery('get', '/portal/message/memberUnreadMessage', limited, { select: lengthOf }).data;
  return { all, certificate, expiry, project, member };
}
