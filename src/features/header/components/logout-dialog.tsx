import { useState, type MouseEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { paths } from '@/config/paths';
import { sessionStore } from '@/stores/session-store';

interface LogoutDialogProps {
  onClose(): void;
  /** Where focus goes back when the user cancels. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Spec §2: asks 是否确认退出登录？, then logs out and goes to /login — also when the logout call fails (with a toast). */
export default function LogoutDialog({ onClose, returnFocusTo }: LogoutDialogProps) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const confirm = async (event: MouseEvent) => {
    event.preventDefault();
    setPending(true);
    // The store clears the session whatever the call does, and says so when the server could not end it.
    await sessionStore.getState().logout();
    onClose();
    void navigate(paths.login.getHref());
  };

  return (
    <AlertDialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!pending) returnFocusTo.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>提示</AlertDialogTitle>
          <AlertDialogDescription>是否确认退出登录？</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>取消</AlertDialogCancel>
          <AlertDialogAction disabled={pending} onClick={(event) => void confirm(event)}>
            确定
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
