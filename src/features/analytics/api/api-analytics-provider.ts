import type { PortalClient } from '@/api/create-api-client';
import type { AnalyticsProvider, PageView } from '../analytics-provider';
import { backgroundClient } from '@/api/browser-client';

// Contract limits of PageViewRequest.
const MAX_PATH = 500;
const MAX_TITLE = 200;

/** Drops the query string and fragment: they may carry tokens. */
function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * Page views posted to `POST /portal/api/analytics/pageView`, fire-and-forget: failures are swallowed silently.
 *
 * @example createApiAnalyticsProvider(testClient).pageView({ path: '/policy' })
 */
export function createApiAnalyticsProvider(client: PortalClient): AnalyticsProvider {
  return {
    pageView(view: PageView) {
      const path = withoutQuery(view.path).slice(0, MAX_PATH);
      if (!path.startsWith('/')) return;
      const referrer = view.referrer ? withoutQuery(view.referrer).slice(0, MAX_PATH) : undefined;
      const title = view.title?.slice(0, MAX_TITLE);
      const body = { path, ...(title ? { title } : {}), ...(referrer ? { referrer } : {}) };
      client.POST('/portal/api/analytics/pageView', { body }).catch(() => undefined);
    },
  };
}

export const apiAnalyticsProvider = createApiAnalyticsProvider(backgroundClient);
