import { useRef, type ReactNode } from 'react';
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

interface ConfirmButtonProps {
  title: string;
  description: string;
  onConfirm: () => unknown;
  children: ReactNode;
  /**
   * Set when confirming removes this button (放弃草稿 removes the draft notice): the dialog then leaves focus
   * to `onConfirm` instead of returning it to a button about to disappear.
   */
  confirmRemovesTrigger?: boolean;
}

/** A button that asks first (确定 / 取消) and runs `onConfirm` only when confirmed. */
export function ConfirmButton({ title, description, onConfirm, children, confirmRemovesTrigger = false }: ConfirmButtonProps) {
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          {children}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          if (!confirmed.current) return;
          confirmed.current = false;
          if (confirmRemovesTrigger) event.preventDefault();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>取消</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              confirmed.current = true;
              void onConfirm();
            }}
          >
            确定
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
