import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { MobileNav } from './components/mobile-nav';
import { PrimaryNav } from './components/primary-nav';
import { ProvinceSelector } from './components/province-selector';
import { SiteBrand } from './components/site-brand';
import { UserArea } from './components/user-area';

const LogoutDialog = lazy(() => import('./components/logout-dialog'));

/**
 * The portal header (spec §2): logo and site name, the main navigation, the province selector and the
 * sign-in or user controls. Sticky at the top. Layout by width:
 * - below 768 px: hamburger + name + actions; the nav lives in a drawer;
 * - 768–1024 px: one row; nav entries that do not fit move into 更多;
 * - above 1024 px (`min-[64.0625rem]:`, i.e. 1025 px; NAV_COLLAPSE_MAX_WIDTH): two rows, the nav has the second row to itself.
 */
export function SiteHeader() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const requestLogout = useCallback((returnFocusTo: HTMLElement | null) => {
    returnFocusRef.current = returnFocusTo;
    setLogoutOpen(true);
  }, []);

  return (
    <header className="sticky top-0 z-40 bg-header text-header-foreground shadow-md min-[64.0625rem]:bg-[linear-gradient(to_bottom,var(--color-header)_4rem,var(--color-primary)_4rem)]">
      <div className="relative mx-auto grid h-14 max-w-7xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 px-3 sm:px-4 md:h-16 md:grid-cols-[auto_minmax(0,1fr)_auto] md:gap-x-4 min-[64.0625rem]:h-auto min-[64.0625rem]:grid-rows-[4rem_3rem]">
        <div className="flex min-w-0 items-center gap-1.5">
          <MobileNav onRequestLogout={requestLogout} />
          <SiteBrand />
        </div>
        <PrimaryNav className="hidden md:block min-[64.0625rem]:col-span-3 min-[64.0625rem]:row-start-2 min-[64.0625rem]:-ml-3" />
        <div className="flex min-w-0 items-center justify-end gap-1 min-[64.0625rem]:col-start-3 min-[64.0625rem]:row-start-1">
          <ProvinceSelector />
          <UserArea onRequestLogout={requestLogout} />
        </div>
      </div>
      {logoutOpen ? (
        <Suspense fallback={null}>
          <LogoutDialog onClose={() => setLogoutOpen(false)} returnFocusTo={returnFocusRef} />
        </Suspense>
      ) : null}
    </header>
  );
}
