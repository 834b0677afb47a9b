import { CheckCheck } from 'lucide-react';
import { ApiError } from '@/api/api-error';
import { ConfirmAction } from '@/components/confirm-action';
import type { BulkSelection } from '@/components/data-table/table-config';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** Runs a read call; its failure was already shown by the client, anything else is a bug and stays loud. */
export async function reportRead(mark: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await mark();
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  toast.success(done);
  return true;
}

/** 标记已读 for the rows selected in the table. */
export function MarkSelectedRead({ selection, pending, onMark }: { selection: BulkSelection; pending: boolean; onMark: (ids: string[]) => Promise<unknown> }) {
  const count = selection.ids.length;
  const mark = async () => {
    if (await reportRead(() => onMark(selection.ids), `已将 ${count} 条提醒标记为已读`)) selection.clear();
  };
  return (
    <div className="flex items-center gap-3 text-sm">
      <span aria-live="polite">已选择 {count} 条</span>
      <Button variant="outline" size="sm" disabled={count === 0 || pending} onClick={() => void mark()}>
        标记已读
      </Button>
    </div>
  );
}

/** 全部标记已读 (after 确定) for every unread reminder of the page's type. */
export function MarkAllRead({ label, pending, disabled, onMark }: { label: string; pending: boolean; disabled: boolean; onMark: () => Promise<unknown> }) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" disabled={pending || disabled}>
          <CheckCheck aria-hidden />
          全部标记已读
        </Button>
      }
      title="全部标记已读"
      description={`确定将全部${label}提醒标记为已读吗？`}
      onConfirm={() => reportRead(onMark, `${label}提醒已全部标记为已读`)}
    />
  );
}
