import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecordUiConfig } from '@forms/record-ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RecordPage } from '../record-page';

/** Renders a record type's page at /records (plus `search`), with a fresh query client. */
export function renderRecordPage(config: RecordUiConfig, search = '') {
  const router = createMemoryRouter([{ path: '/records', element: <RecordPage config={config} title="记录信息" /> }], {
    initialEntries: [`/records${search}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient, search: () => new URLSearchParams(router.state.location.search) };
}
