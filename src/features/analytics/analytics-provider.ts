import { createContext } from 'react';
import { apiAnalyticsProvider } from './api/api-analytics-provider';

/** One page view. `path` is a pathname only: query strings may carry tokens and are never reported. */
export interface PageView {
  path: string;
  title?: string;
  referrer?: string;
}

/** Where page views go. Implementations must not throw and must not block navigation. */
export interface AnalyticsProvider {
  pageView(view: PageView): void;
}

/**
 * The provider `usePageViewReporting` uses; the portal server by default. Swap it in tests or for another service.
 *
 * @example <AnalyticsContext value={{ pageView: (view) => views.push(view) }}>…</AnalyticsContext>
 */
export const AnalyticsContext = createContext<AnalyticsProvider>(apiAnalyticsProvider);
