import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { setSessionHandlers } from '@/api/browser-client';
import { Toaster } from '@/components/ui/sonner';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { sessionStore } from '@/stores/session-store';
import { MessageCentrePage } from '../components/message-centre-page';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Signs a member in directly in the store, with `unreadMessage` as getInfo gave it. */
export function signInMember(unreadMessage = 0): void {
  sessionStore.setState({ token: 'test-token', avatar: '/avatar.png', name: '张三', roles: ['member'], unreadMessage });
}

/** Puts the session store back in the signed-out state. */
export function signOutMember(): void {
  sessionStore.setState({ token: '', avatar: '', name: '', roles: [], unreadMessage: 0 });
}

/**
 * Renders /userMessage (or `entry`) in a memory router with React Query and the toaster, failed calls toasted as
 * the app does. `beside` renders next to the page in the router (e.g. the header's message link); other paths
 * render a location probe.
 */
export function renderMessageCentre({ entry = paths.userMessages.getHref(), beside }: { entry?: string; beside?: ReactNode } = {}) {
  setSessionHandlers({ notify: (message) => toast.error(message, { id: message }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: paths.userMessages.path,
        element: (
          <>
            {beside}
            <MessageCentrePage />
          </>
        ),
      },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user: userEvent.setup({ delay: null }) };
}
