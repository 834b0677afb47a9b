import { useRef, type ReactElement } from 'react';
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
} from './ui/alert-dialog';

interface ConfirmActionProps {
  /** The button that opens the confirmation. */
  trigger: ReactElement;
  title: string;
  description: string;
  onConfirm: () => unknown;
  /**
   * Set when confirming removes or disables the trigger (a row's 删除, 批量删除, 放弃草稿): the dialog then
   * leaves focus to `onConfirm` instead of returning it to a button about to go away.
   */
  confirmRemovesTrigger?: boolean;
}

/**
 * A button that asks first (确定 / 取消) and runs `onConfirm` only when confirmed.
 *
 * @example <ConfirmAction trigger={<Button>删除</Button>} title="删除确认" description="确定删除吗？" onConfirm={remove} confirmRemovesTrigger />
 */
export function ConfirmAction({ trigger, title, description, onConfirm, confirmRemovesTrigger = false }: ConfirmActionProps) {
  const confirmed = useRef(false);
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
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
