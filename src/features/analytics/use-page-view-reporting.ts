import { use, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { AnalyticsContext } from './analytics-provider';

/** The page the visitor came from, without query string or fragment. */
function documentReferrer(): string | undefined {
  if (typeof document === 'undefined' || !document.referrer) return undefined;
  try {
    const url = new URL(document.referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return undefined;
  }
}

/**
 * Reports a page view each time the location's pathname changes (spec §2), once per change: query-string and hash
 * changes are not new pages, and StrictMode's effect replay is not a navigation. The referrer is the previous
 * in-app path, or for the first view the external referring page.
 *
 * @example usePageViewReporting(title) // in the root layout
 */
export function usePageViewReporting(title?: string): void {
  const analytics = use(AnalyticsContext);
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);

  useEffect(() => {
    if (reported.current === pathname) return;
    const referrer = reported.current ?? documentReferrer();
    reported.current = pathname;
    analytics.pageView({ path: pathname, ...(title ? { title } : {}), ...(referrer ? { referrer } : {}) });
    // The title belongs to the page just reported; a later title change is not a new page view.
  }, [analytics, pathname]);
}
