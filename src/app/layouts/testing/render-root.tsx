import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorPage } from '@/app/layouts/route-error-page';
import { RootLayout } from '@/app/layouts/root-layout';
import { AnalyticsContext, type PageView } from '@/features/analytics/analytics-provider';
import { http, server } from '@/testing/msw-server';

/**
 * Test helper: the root route (RootLayout + RouteErrorPage) over the given children, in a memory router, with
 * page views collected and the AI-chat config answered with `chatUrl` (none by default).
 *
 * @example const { router, views } = renderRoot([{ index: true, element: <p>首页</p> }], '/')
 */
export function renderRoot(children: RouteObject[], initialPath: string, { chatUrl = null }: { chatUrl?: string | null } = {}) {
  // ScrollRestoration scrolls on every navigation; jsdom only logs "Not implemented".
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const views: PageView[] = [];
  const chatConfigCalls = { count: 0 };
  server.use(
    http.get('/portal/api/chatAi/getConfig', ({ response }) => {
      chatConfigCalls.count += 1;
      return response(200).json({ code: 200, msg: '操作成功', data: { chatUrl } });
    }),
  );
  const router = createMemoryRouter([{ id: 'root', path: '/', Component: RootLayout, ErrorBoundary: RouteErrorPage, HydrateFallback: () => null, children }], {
    initialEntries: [initialPath],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AnalyticsContext value={{ pageView: (pageView) => views.push(pageView) }}>
        <RouterProvider router={router} />
      </AnalyticsContext>
    </QueryClientProvider>,
  );
  return { ...view, router, views, chatConfigCalls };
}
