import { useEffect, useRef } from 'react';

/**
 * Moves focus to the view's heading (its first h1) whenever `viewKey` changes, but not on the first render
 * (a page load keeps the browser's own focus). A record page swaps its list, form and details in place, so
 * without this the button that switched the view unmounted and keyboard and screen-reader users were left on
 * the document body.
 *
 * @example const ref = useFocusHeadingOnChange(`${view.mode}:${id}`); return <div ref={ref}>…</div>;
 */
export function useFocusHeadingOnChange(viewKey: string) {
  const container = useRef<HTMLDivElement>(null);
  const previous = useRef(viewKey);
  useEffect(() => {
    if (previous.current === viewKey) return;
    previous.current = viewKey;
    focusHeading(container.current);
  }, [viewKey]);
  return container;
}

/** Focuses the first h1 inside `root` (made programmatically focusable), e.g. after the focused row was deleted. */
export function focusHeading(root: HTMLElement | null | undefined) {
  const heading = root?.querySelector('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.classList.add('outline-none');
  heading.focus();
}
