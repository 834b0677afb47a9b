import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@/components/layouts/route-handle';

/** What an area module exports for each of its routes; the router spreads it in lazily. */
export type AreaRoute = Pick<RouteObject, 'Component' | 'loader' | 'action' | 'ErrorBoundary' | 'shouldRevalidate'> & { handle?: RouteHandle };
