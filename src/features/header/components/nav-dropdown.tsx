import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { cn } from '@/lib/cn';
import type { DropdownController } from '../hooks/use-dropdown-controller';
import { panelClass, topItemClass } from './nav-styles';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface NavDropdownProps {
  id: string;
  /** The trigger's content besides the chevron. */
  label: ReactNode;
  controller: DropdownController;
  /** Highlights the trigger: the current page is one of the menu's entries. */
  active?: boolean;
  /** Positions the panel; without `relative` here the panel is placed against the header (mega menu). */
  className?: string;
  panelClassName?: string;
  /** Called when the user shows interest (hover, focus) so a lazy panel can start loading. */
  onIntent?: () => void;
  /** The root element: a list item in the nav (default), a div elsewhere. */
  as?: 'li' | 'div';
  triggerClassName?: string;
  /** Receives the trigger button, e.g. to return focus to it later. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

// The panel itself takes focus while its content is still loading (lazy panels); Tab then enters it.
function focusFirstIn(panel: HTMLElement | null) {
  (panel?.querySelector<HTMLElement>(FOCUSABLE) ?? panel)?.focus();
}

/**
 * A header dropdown in the disclosure pattern: a button (aria-expanded) followed by a panel of links. Opens on
 * hover and closes 200 ms after the pointer leaves; Enter, Space or ArrowDown open it, Escape closes it and
 * returns focus to the button, Tab walks through the links, and focus or a click elsewhere closes it.
 */
export function NavDropdown(props: NavDropdownProps) {
  const { id, label, controller, active, className, panelClassName, onIntent, as: Root = 'li', triggerClassName = topItemClass, children } = props;
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = props.triggerRef ?? ownTriggerRef;
  const open = controller.openId === id;
  const rootRef = useRef<HTMLLIElement & HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusPanelOnOpen = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusPanelOnOpen.current) {
      focusPanelOnOpen.current = false;
      focusFirstIn(panelRef.current);
    }
    const closeOnOutsidePointer = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) controller.close();
    };
    // Escape works wherever focus is, so a menu opened by hover can be dismissed without moving the pointer.
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
      controller.close();
      if (hadFocus) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, controller, triggerRef]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onIntent?.();
    if (open) {
      focusFirstIn(panelRef.current);
    } else {
      focusPanelOnOpen.current = true;
      controller.open(id);
    }
  };

  return (
    <Root
      ref={rootRef}
      className={cn('h-full', className)}
      onPointerEnter={(event) => {
        if (!isMouse(event)) return;
        onIntent?.();
        controller.open(id, { viaHover: true });
      }}
      onPointerLeave={(event) => {
        if (isMouse(event) && open) controller.scheduleClose();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) controller.close();
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-active={active ? 'true' : undefined}
        onClick={() => controller.toggle(id)}
        onKeyDown={onTriggerKeyDown}
        onFocus={onIntent}
      >
        {label}
        <ChevronDown aria-hidden="true" className={cn('size-3.5 shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          tabIndex={-1}
          className={cn(panelClass, panelClassName)}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) controller.close();
          }}
        >
          {children}
        </div>
      ) : null}
    </Root>
  );
}
