import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmAction } from '@/components/confirm-action';

export interface BulkDeleteBarProps {
  count: number;
  /** Resolves when the rows are gone; the selection is cleared afterwards. Focus is the caller's to place (the button is disabled). */
  onConfirm: () => Promise<void> | void;
}

/** The selected count and a delete button that asks for confirmation first. */
export function BulkDeleteBar({ count, onConfirm }: BulkDeleteBarProps) {
  const [busy, setBusy] = useState(false);
  // 批量删除 is disabled while deleting and once nothing is selected, so it cannot take focus back; the page
  // moves focus itself (see onConfirm) and the dialog must not pull it back to the disabled button.
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex items-center gap-3 text-sm">
      <span aria-live="polite">已选择 {count} 条</span>
      <ConfirmAction
        trigger={
          <Button variant="destructive" size="sm" disabled={count === 0 || busy}>
            <Trash2 aria-hidden />
            批量删除
          </Button>
        }
        title="删除确认"
        description={`确定删除选中的 ${count} 条记录吗？`}
        onConfirm={confirm}
        confirmRemovesTrigger
      />
    </div>
  );
}
