import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
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

/**
 * Asks before leaving a page with unsaved changes: in-app navigation and browser back (react-router's
 * useBlocker, which needs the data router; a change of path or search) get a confirm dialog, reload and tab close the browser's own prompt.
 * `shouldBlock` is read at navigation time, so a ref-backed function can let a successful save navigate away.
 *
 * @example <LeaveGuard shouldBlock={() => form.formState.isDirty && !saved.current} active={isDirty} />
 */
export function LeaveGuard({ active, shouldBlock }: { active: boolean; shouldBlock: () => boolean }) {
  // The search counts too: a record page shows its form at `?mode=create` and its list without it, so browser
  // back from the form changes only the search and used to drop the unsaved changes without asking.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search) && shouldBlock(),
  );

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);

  return (
    // Open while blocked; closed by 留在此页/Escape (reset) or 离开 (proceed). Not reset on every close: 离开 closes
    // the dialog too, and a reset after proceed cancelled a browser-back (POP) leave, whose history.go lands
    // later, so the blocker caught it again and the dialog came back: the page could not be left by back.
    <AlertDialog open={blocker.state === 'blocked'}>
      <AlertDialogContent onEscapeKeyDown={() => blocker.reset?.()}>
        <AlertDialogHeader>
          <AlertDialogTitle>离开此页</AlertDialogTitle>
          <AlertDialogDescription>有未保存的修改，确定离开吗？</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocker.reset?.()}>留在此页</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocker.proceed?.()}>离开</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
