import { REMINDER_LEVEL_LABELS, type ReminderLevel } from '@forms/reminder-rules';
import { Badge } from '@/components/ui/badge';
import type { CellRenderers } from '@/components/data-table/table-config';
import { cn } from '@/lib/cn';
import type { Reminder } from './api/reminder-api';
import { daysLeftText, REMINDER_STATUS_LABELS, reminderStatus } from './reminder-table';

const LEVEL_CLASSES: Record<ReminderLevel, string> = {
  info: 'bg-sky-100 text-sky-800',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-800',
};

/** 提示 / 警告 / 严重, coloured by level (the text says it too, so colour is never the only cue). */
export function LevelBadge({ level }: { level: ReminderLevel }) {
  return <Badge className={LEVEL_CLASSES[level]}>{REMINDER_LEVEL_LABELS[level]}</Badge>;
}

const STATUS_CLASSES = { unread: 'font-medium text-primary', read: 'text-muted-foreground', resolved: 'text-emerald-700' } as const;

/** The reminder table's own cells: level badge, days left and status. */
export const REMINDER_CELLS: CellRenderers<Reminder> = {
  level: (row) => <LevelBadge level={row.level} />,
  daysLeft: (row) => {
    const text = daysLeftText(row.expireDate);
    return text ? <span className={cn('whitespace-nowrap', text.startsWith('已过期') && 'text-destructive')}>{text}</span> : <span className="text-muted-foreground">—</span>;
  },
  status: (row) => {
    const status = reminderStatus(row);
    return <span className={STATUS_CLASSES[status]}>{REMINDER_STATUS_LABELS[status]}</span>;
  },
};
