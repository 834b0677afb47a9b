import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { SiteHeader } from '../site-header';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/**
 * Renders the header at `route` in a memory router with React Query, plus a `location` probe for asserting
 * navigation. Pass `advanceTimers` (vi.advanceTimersByTime) when the test uses fake timers.
 */
export function renderHeader({ route = '/', advanceTimers }: { route?: string; advanceTimers?: (ms: number) => void } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, user, router, queryClient };
}
