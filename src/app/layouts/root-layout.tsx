import { lazy, Suspense } from 'react';
import { ScrollRestoration, useLocation } from 'react-router-dom';
import { NavigationProgress } from '@/components/navigation-progress';
import { usePageViewReporting } from '@/features/analytics/use-page-view-reporting';
import { BlankLayout } from '@/components/layouts/blank-layout';
import { chromeFor } from '@/components/layouts/chrome';
import { DefaultLayout } from './default-layout';
import { useDocumentTitle, useRouteTitle } from '@/components/layouts/use-document-title';
import { isLoggedIn, useSession } from '@/stores/session-store';

// Loaded only once someone signs in, so the home page's first load does not carry it.
const UnreadMessageSync = lazy(() => import('@/features/messages/unread-message-sync').then((m) => ({ default: m.UnreadMessageSync })));

/**
 * The root route's component: picks the blank or the portal layout for the path, shows the navigation progress
 * bar, keeps document.title in step with the route and reports each page view. ScrollRestoration scrolls to the
 * top on new pages, back to where you were on back/forward, and to `#id` targets such as /#sitenav. While signed in
 * it keeps the header's unread message badge polled and toasts messages that arrive.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const title = useRouteTitle();
  useDocumentTitle(title);
  usePageViewReporting(title);
  const signedIn = useSession(isLoggedIn);

  return (
    <>
      <NavigationProgress />
      {chromeFor(pathname).layout === 'blank' ? <BlankLayout /> : <DefaultLayout />}
      <ScrollRestoration />
      {signedIn ? (
        <Suspense fallback={null}>
          <UnreadMessageSync />
        </Suspense>
      ) : null}
    </>
  );
}
