import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { AvatarMenuProps } from './avatar-menu';

// The drawer (radix Dialog) loads when first opened.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

/** The hamburger button shown below 768 px and the drawer it opens (spec §2). */
export function MobileNav({ onRequestLogout }: AvatarMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="打开导航菜单"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-header-foreground hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white md:hidden"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            onClose={() => setOpen(false)}
            returnFocusTo={buttonRef}
            onRequestLogout={() => {
              setOpen(false);
              onRequestLogout(buttonRef.current);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
