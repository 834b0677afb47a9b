import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { enterprisePagePath, type EnterprisePageKey } from '@forms/enterprise-pages';
import { CheckPage } from '../components/check-page';

/** Renders a check page at its /qyxx path (plus `search`); any other path shows 其他页面. */
export function renderCheckPage(page: EnterprisePageKey, search = '') {
  const router = createMemoryRouter(
    [
      { path: enterprisePagePath(page), element: <CheckPage page={page} /> },
      { path: '*', element: <h1>其他页面</h1> },
    ],
    { initialEntries: [`${enterprisePagePath(page)}${search}`] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router };
}
