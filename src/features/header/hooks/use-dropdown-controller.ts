import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { HEADER_DROPDOWN_CLOSE_DELAY_MS } from '../constants';

/** Which header dropdown is open; at most one at a time. */
export interface DropdownController {
  openId: string | null;
  /** Opens `id` (closing any other) and cancels a pending close. */
  open(id: string, options?: { viaHover?: boolean }): void;
  /** Click on a trigger: opens, or closes — except that a click on a menu the pointer just opened keeps it open. */
  toggle(id: string): void;
  close(): void;
  /** Closes after the spec's 200 ms, unless the pointer comes back first. */
  scheduleClose(): void;
  cancelClose(): void;
  /** True while the open menu was opened by the pointer resting on it (and not clicked since). */
  isHoverOpen(): boolean;
}

/**
 * State shared by the header's dropdowns, so moving the pointer from one trigger to the next swaps menus at
 * once while leaving the header closes them after `closeDelayMs`.
 */
export function useDropdownController(closeDelayMs = HEADER_DROPDOWN_CLOSE_DELAY_MS): DropdownController {
  const [openId, setOpenId] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const openedByHover = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const set = useCallback((id: string | null) => {
    openRef.current = id;
    setOpenId(id);
  }, []);

  const cancelClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const actions = useMemo<Omit<DropdownController, 'openId'>>(
    () => ({
      open(id, options) {
        cancelClose();
        if (openRef.current !== id) openedByHover.current = Boolean(options?.viaHover);
        set(id);
      },
      toggle(id) {
        cancelClose();
        const keepOpen = openRef.current === id && openedByHover.current;
        openedByHover.current = false;
        if (!keepOpen) set(openRef.current === id ? null : id);
      },
      close() {
        cancelClose();
        set(null);
      },
      scheduleClose() {
        cancelClose();
        timer.current = setTimeout(() => set(null), closeDelayMs);
      },
      cancelClose,
      isHoverOpen: () => openRef.current !== null && openedByHover.current,
    }),
    [cancelClose, closeDelayMs, set],
  );

  return useMemo(() => ({ openId, ...actions }), [openId, actions]);
}
