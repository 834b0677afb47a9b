import { useRef } from 'react';
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

/**
 * 删除 for one row, confirmed first; `name` is the record in one line. Once confirmed the row (and this button)
 * goes away, so `onConfirm` places focus and the dialog does not return it here.
 */
export function RowDeleteButton({ name, onConfirm }: { name: string; onConfirm: () => void }) {
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="link" size="sm" className="h-auto px-1 text-destructive" aria-label={`删除 ${name}`}>
          删除
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
          <AlertDialogDescription>确定删除“{name}”吗？</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>取消</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              onConfirm();
            }}
          >
            确定
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
