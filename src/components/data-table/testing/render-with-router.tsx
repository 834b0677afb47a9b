import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders `ui` at `url` inside a memory data router; `search()` reads the current query string. */
export function renderWithRouter(ui: ReactNode, url = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: ui }], { initialEntries: [url] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router, search: () => new URLSearchParams(router.state.location.search) };
}
