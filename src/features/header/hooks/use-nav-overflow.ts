import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NAV_COLLAPSE_MAX_WIDTH, NAV_RESIZE_DEBOUNCE_MS } from '../constants';
import { fitItems } from '../fit-items';

/**
 * How many of `itemCount` top-level entries the nav shows; the rest go into 更多 (spec §2, §9).
 *
 * Attach `containerRef` to the element whose width is available to the entries, and `measureRef` to a hidden
 * list holding one child per entry plus a last one for the 更多 button, rendered exactly like the real ones:
 * widths are read from it, so they are known even for entries currently in 更多. Collapsing applies only at
 * viewport widths up to 1024 px and is recalculated 150 ms after the last resize.
 */
export function useNavOverflow(itemCount: number) {
  const containerRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [visibleCount, setVisibleCount] = useState(itemCount);

  const recalculate = useCallback(() => {
    const container = containerRef.current;
    const measure = measureRef.current;
    if (!container || !measure) return;
    const available = container.clientWidth;
    // A hidden nav (mobile layout) has no width to fit into; it shows everything once it is displayed again.
    if (window.innerWidth > NAV_COLLAPSE_MAX_WIDTH || available === 0) {
      setVisibleCount(itemCount);
      return;
    }
    const cells = Array.from(measure.children) as HTMLElement[];
    const widths = cells.slice(0, itemCount).map((cell) => cell.offsetWidth);
    setVisibleCount(fitItems(widths, available, cells[itemCount]?.offsetWidth ?? 0));
  }, [itemCount]);

  useLayoutEffect(recalculate, [recalculate]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(recalculate, NAV_RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', schedule);
    // The container changes width without a window resize when the actions beside it change (sign-in, province
    // name); the measuring list changes when web fonts arrive.
    const observer = new ResizeObserver(schedule);
    if (containerRef.current) observer.observe(containerRef.current);
    if (measureRef.current) observer.observe(measureRef.current);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [recalculate]);

  return { containerRef, measureRef, visibleCount: Math.min(visibleCount, itemCount) };
}
