import { use, useEffect, useEffectEvent, useRef } from 'react';
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
  // Reads the title as it is when the page changes; a later title change is not a new page view.
  const report = useEffectEvent((path: string, referrer: string | undefined) => {
    analytics.pageView({ path, ...(title ? { title } : {}), ...(referrer ? { referrer } : {}) });
  });

  useEffect(() => {
    if (reported.current === pathname) return;
    const referrer = reported.current ?? documentReferrer();
    reported.current = pathname;
    report(pathname, referrer);
  }, [pathname]);
}
