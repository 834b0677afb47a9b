import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { setSessionHandlers } from '@/api/browser-client';
import { Toaster } from '@/components/ui/sonner';
import { paths } from '@/config/paths';
import { ForgetPasswordPage } from '../components/forget-password-page';
import { LoginPage } from '../components/login-page';
import { RegisterPage } from '../components/register-page';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/**
 * Renders the sign-in pages in a memory router at `entry`, with React Query and the toaster, and failed calls
 * toasted the way the app wires the client middleware. Any other path renders its location for assertions.
 */
export function renderAuthPage(entry: string, options: { userEvent?: Parameters<typeof userEvent.setup>[0] } = {}) {
  setSessionHandlers({ notify: (message) => toast.error(message, { id: message }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: paths.login.path, Component: LoginPage },
      { path: paths.register.path, Component: RegisterPage },
      { path: paths.forgetPassword.path, Component: ForgetPasswordPage },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup({ delay: null, ...options.userEvent }) };
}

/** The path the probe route shows once the page has navigated away. */
export async function findLocation(): Promise<string> {
  return (await screen.findByTestId('location', {}, { timeout: 3000 })).textContent ?? '';
}
