import { useCallback, useSyncExternalStore, type RefObject } from 'react';

/** Where a scroll box stands: its content fits, more is below, or it is scrolled to the end. */
export type ScrollCue = 'fits' | 'more' | 'end';

function cueOf(element: HTMLElement | null): ScrollCue {
  if (!element || element.scrollHeight <= element.clientHeight) return 'fits';
  // One pixel of slack: zoomed pages report fractional scroll positions.
  return element.scrollHeight - element.scrollTop - element.clientHeight > 1 ? 'more' : 'end';
}

/**
 * Follows a scroll box's overflow as it scrolls or resizes, for a "more below" cue.
 *
 * @example const cue = useScrollCue(ref); // 'more' while content is hidden below
 */
export function useScrollCue(ref: RefObject<HTMLElement | null>): ScrollCue {
  const subscribe = useCallback(
    (notify: () => void) => {
      const element = ref.current;
      if (!element) return () => undefined;
      element.addEventListener('scroll', notify, { passive: true });
      const resizes = new ResizeObserver(notify);
      resizes.observe(element);
      for (const child of element.children) resizes.observe(child);
      return () => {
        element.removeEventListener('scroll', notify);
        resizes.disconnect();
      };
    },
    [ref],
  );
  return useSyncExternalStore(
    subscribe,
    () => cueOf(ref.current),
    () => 'fits',
  );
}
