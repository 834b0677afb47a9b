import type { RouteObject } from 'react-router-dom';

/** Per-route settings read by the layouts, kept on each route's `handle`. */
export interface RouteHandle {
  /** Page title (also reported with the page view). */
  title?: string;
  /** The view keeps its state when you leave and come back (rendered inside `<Activity>`). */
  keepAlive?: boolean;
}

/** What an area module exports for each of its routes; the router spreads it in lazily. */
export type AreaRoute = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'ErrorBoundary' | 'shouldRevalidate'> & { handle?: RouteHandle };
