import { Activity, useContext, useEffect, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useOutlet,
} from 'react-router-dom';
import type { RouteHandle } from './route-handle';
import { cachedViewsStore, useCachedViews } from '@/stores/cached-views-store';

/** Kept views beyond this many are dropped oldest first, so browsing many detail pages cannot pile up. */
export const MAX_CACHED_VIEWS = 10;

// Non-keep-alive routes share one slot, so they reconcile exactly as under a plain <Outlet/>.
const CURRENT_SLOT = '\u0000current';

type RouterState = NonNullable<ContextType<typeof DataRouterStateContext>>;
type LocationValue = ContextType<typeof LocationContext>;

interface KeptView {
  element: ReactNode;
  routerState: RouterState | null;
  location: LocationValue;
}

/**
 * Renders the matched child route like `<Outlet/>`. A route whose handle sets `keepAlive: true` stays mounted
 * (hidden in React's `<Activity>`) after you leave it, keyed by its pathname, so its form input, scroll and
 * query state are there when you come back. Drives the cached-views store (spec §3/§4): removing a name
 * there unmounts that view. Use it in one layout only.
 *
 * @example <main><KeepAliveOutlet /></main>
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const routerState = useContext(DataRouterStateContext);
  const location = useContext(LocationContext);
  const cachedViews = useCachedViews((state) => state.cachedViews);
  const [kept, setKept] = useState<ReadonlyMap<string, KeptView>>(() => new Map());

  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const keepAlive = handle?.keepAlive === true;

  // Remembers the element last rendered for a kept view, with the router state it was rendered with, and forgets
  // views dropped from the store. Updated while rendering (React re-renders at once with the new map); the
  // router state and location are the same objects on that second pass, so it settles.
  const shown = kept.get(pathname);
  const remember = keepAlive && (shown?.routerState !== routerState || shown?.location !== location);
  const dropped = [...kept.keys()].filter((name) => name !== pathname && !cachedViews.includes(name));
  if (remember || dropped.length > 0) {
    const next = new Map(kept);
    if (remember) next.set(pathname, { element: outlet, routerState, location });
    for (const name of dropped) next.delete(name);
    setKept(next);
  }

  useEffect(() => {
    if (!keepAlive) return;
    const { add, remove } = cachedViewsStore.getState();
    add(pathname, true);
    const overflow = cachedViewsStore.getState().cachedViews.filter((name) => name !== pathname);
    overflow.slice(0, Math.max(0, overflow.length + 1 - MAX_CACHED_VIEWS)).forEach(remove);
  }, [keepAlive, pathname]);

  const hidden = cachedViews.filter((name) => name !== pathname && kept.has(name));
  return [
    ...hidden.map((name) => {
      const view = kept.get(name)!;
      return (
        <Activity key={name} mode="hidden">
          <FrozenRouterContext routerState={view.routerState} location={view.location}>
            {view.element}
          </FrozenRouterContext>
        </Activity>
      );
    }),
    <Activity key={keepAlive ? pathname : CURRENT_SLOT} mode="visible">
      <FrozenRouterContext routerState={routerState} location={location}>
        {outlet}
      </FrozenRouterContext>
    </Activity>,
  ];
}

/**
 * Gives a view the router state and location it was last shown with. A hidden view then never re-renders with
 * another page's location or without its own loader data (the router drops loader data of routes no longer
 * matched). The current view gets the live values, so its tree shape is the same whether shown or hidden.
 */
function FrozenRouterContext({ routerState, location, children }: { routerState: RouterState | null; location: LocationValue; children: ReactNode }) {
  return (
    <DataRouterStateContext.Provider value={routerState}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </DataRouterStateContext.Provider>
  );
}
