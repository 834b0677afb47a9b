import { todayInChina } from '@forms/common';
import { daysBetween, REMINDER_LEVEL_LABELS, type ReminderLevel } from '@forms/reminder-rules';
import type { ColumnConfig, FilterConfig } from '@/components/data-table/table-config';
import type { Reminder, ReminderListQuery } from './api/reminder-api';

/** The tabs of a reminder page, kept in the URL as `?tab=`; each narrows the list call. 未读 is the default. */
export const REMINDER_TABS = [
  { value: 'unread', label: '未读', query: { status: 'open', isRead: false } },
  { value: 'read', label: '已读', query: { status: 'open', isRead: true } },
  { value: 'all', label: '全部', query: { status: 'all' } },
  { value: 'resolved', label: '已解决', query: { status: 'resolved' } },
] as const satisfies readonly { value: string; label: string; query: ReminderListQuery }[];

export type ReminderTab = (typeof REMINDER_TABS)[number]['value'];

/** The table's columns; level, days left and status are drawn by the page (see ReminderCells). */
export const REMINDER_COLUMNS: readonly ColumnConfig[] = [
  { id: 'level', header: '级别' },
  { id: 'title', header: '标题' },
  { id: 'expireDate', header: '到期日期', sortable: true, format: 'date', emptyText: '—' },
  { id: 'daysLeft', header: '剩余天数' },
  { id: 'status', header: '状态' },
  { id: 'createTime', header: '提醒时间', sortable: true, format: 'datetime' },
];

/** The columns the server sorts by (listReminders `orderByColumn`). */
export const REMINDER_SORTABLE = ['expireDate', 'createTime'] as const;

const LEVELS = Object.entries(REMINDER_LEVEL_LABELS).map(([value, label]) => ({ value, label }));

/** The search form: the level (提示/警告/严重). */
export const REMINDER_FILTERS: readonly FilterConfig[] = [{ name: 'level', label: '级别', kind: 'options', options: LEVELS }];

export function isReminderLevel(value: string | undefined): value is ReminderLevel {
  return value !== undefined && value in REMINDER_LEVEL_LABELS;
}

/**
 * Days to the due date as a member reads it, counted in China's calendar: 剩余 20 天, 今天到期, 已过期 3 天;
 * empty for a reminder with no due date.
 *
 * @example daysLeftText('2026-03-21', '2026-03-01') // '剩余 20 天'
 */
export function daysLeftText(expireDate: string | null, today: string = todayInChina()): string {
  if (!expireDate) return '';
  const days = daysBetween(today, expireDate.slice(0, 10));
  if (days > 0) return `剩余 ${days} 天`;
  return days === 0 ? '今天到期' : `已过期 ${-days} 天`;
}

export type ReminderStatus = 'unread' | 'read' | 'resolved';

export const REMINDER_STATUS_LABELS: Record<ReminderStatus, string> = { unread: '未读', read: '已读', resolved: '已解决' };

/** Resolved (its cause is gone) wins over read. */
export function reminderStatus(reminder: Pick<Reminder, 'isRead' | 'resolveTime'>): ReminderStatus {
  if (reminder.resolveTime) return 'resolved';
  return reminder.isRead ? 'read' : 'unread';
}
