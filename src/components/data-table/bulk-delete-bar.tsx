import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

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
  const confirmed = useRef(false);
  const confirm = async () => {
    confirmed.current = true;
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
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" size="sm" disabled={count === 0 || busy}>
            <Trash2 aria-hidden />
            批量删除
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent
          onCloseAutoFocus={(event) => {
            if (!confirmed.current) return;
            confirmed.current = false;
            event.preventDefault();
          }}
        >
          <AlertDialogHeader>
            <AlertDialogTitle>删除确认</AlertDialogTitle>
            <AlertDialogDescription>确定删除选中的 {count} 条记录吗？</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>取消</AlertDialogCancel>
            <AlertDialogAction onClick={() => void confirm()}>确定</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
