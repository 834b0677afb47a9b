import { Link } from 'react-router-dom';
import { formatCellValue } from '@/components/data-table/format-cell';
import { RecordLoadState } from '@/components/records/record-load-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useReminderDetail, type ReminderDetail } from './api/reminder-api';
import { LevelBadge } from './reminder-cells';
import { daysLeftText, REMINDER_STATUS_LABELS, reminderStatus } from './reminder-table';
import { sitePath } from './safe-link';

interface ReminderDetailDialogProps {
  /** The reminder to show; null closes the dialog. */
  id: string | null;
  onClose: () => void;
}

/** 查看: one reminder's content, suggestion and 去处理 link, in a dialog. Opening it marks the reminder read. */
export function ReminderDetailDialog({ id, onClose }: ReminderDetailDialogProps) {
  const detail = useReminderDetail(id);
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        {detail.data ? (
          <ReminderDetailBody reminder={detail.data} onClose={onClose} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>提醒详情</DialogTitle>
              <DialogDescription className="sr-only">提醒的内容与处理建议</DialogDescription>
            </DialogHeader>
            <RecordLoadState error={detail.error} onRetry={() => void detail.refetch()} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReminderDetailBody({ reminder, onClose }: { reminder: ReminderDetail; onClose: () => void }) {
  const link = sitePath(reminder.link);
  const daysLeft = daysLeftText(reminder.expireDate);
  const facts: [string, string][] = [
    ['状态', REMINDER_STATUS_LABELS[reminderStatus(reminder)]],
    ['到期日期', formatCellValue(reminder.expireDate, 'date') || '—'],
    ...(daysLeft ? [['剩余天数', daysLeft] as [string, string]] : []),
    ['提醒时间', formatCellValue(reminder.createTime, 'datetime')],
    ...(reminder.resolveTime ? [['解决时间', formatCellValue(reminder.resolveTime, 'datetime')] as [string, string]] : []),
  ];
  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <LevelBadge level={reminder.level} />
          <DialogTitle className="leading-snug">{reminder.title}</DialogTitle>
        </div>
        <DialogDescription className="whitespace-pre-line text-foreground">{reminder.content}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {reminder.suggestion ? (
        <section aria-labelledby="reminder-suggestion" className="grid gap-1 rounded-md bg-muted p-3 text-sm">
          <h2 id="reminder-suggestion" className="font-medium">
            处理建议
          </h2>
          <p className="whitespace-pre-line">{reminder.suggestion}</p>
        </section>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">关闭</Button>
        </DialogClose>
        {link && !reminder.resolveTime ? (
          <Button asChild>
            <Link to={link} onClick={onClose}>
              去处理
            </Link>
          </Button>
        ) : null}
      </DialogFooter>
    </>
  );
}
