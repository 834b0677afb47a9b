import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProgress } from './navigation-progress';

function setup() {
  let finish: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>首页</p> },
          { path: 'slow', loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))), element: <p>慢页面</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  act(() => void router.navigate('/slow'));
  return { finish: () => act(async () => finish()) };
}

const bar = () => screen.queryByRole('progressbar', { name: '页面加载进度' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('NavigationProgress', () => {
  it('stays hidden for navigations faster than the 200 ms throttle', async () => {
    const { finish } = setup();
    advance(199);
    expect(bar()).not.toBeInTheDocument();
    await finish();
    advance(1000);
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByText('慢页面')).toBeInTheDocument();
  });

  it('shows after 200 ms, then completes and hides when the navigation ends', async () => {
    const { finish } = setup();
    advance(200);
    expect(bar()).toBeInTheDocument();
    expect(bar()).not.toHaveAttribute('aria-valuenow');

    await finish();
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    advance(200);
    expect(bar()).not.toBeInTheDocument();
  });

  it('gives up after 5000 ms even while the navigation is still loading', async () => {
    const { finish } = setup();
    advance(4999);
    expect(bar()).toBeInTheDocument();
    advance(1);
    expect(bar()).not.toBeInTheDocument();

    await finish();
    advance(1000);
    expect(bar()).not.toBeInTheDocument();
  });
});
