import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AnalyticsContext, type PageView } from './analytics-provider';
import { usePageViewReporting } from './use-page-view-reporting';

function Reporter() {
  usePageViewReporting('标题');
  return <Outlet />;
}

function setup(initialPath: string) {
  const views: PageView[] = [];
  const router = createMemoryRouter([{ path: '/', Component: Reporter, children: [{ path: '*', Component: () => null }] }], {
    initialEntries: [initialPath],
  });
  render(
    <StrictMode>
      <AnalyticsContext value={{ pageView: (view) => views.push(view) }}>
        <RouterProvider router={router} />
      </AnalyticsContext>
    </StrictMode>,
  );
  return { views, router };
}

describe('usePageViewReporting', () => {
  it('reports the first page once, even in StrictMode', () => {
    const { views } = setup('/policy');
    expect(views).toEqual([{ path: '/policy', title: '标题' }]);
  });

  it('reports each pathname change once, with the pathname only and the previous path as referrer', async () => {
    const { views, router } = setup('/');
    await act(() => router.navigate('/login?redirect=%2FuserInfo&token=abc'));
    await act(() => router.navigate('/login?redirect=%2Fqyxx'));
    await act(() => router.navigate('/login#form'));
    await act(() => router.navigate('/gsgg/detail/42'));
    await act(() => router.navigate('/'));

    expect(views.map((view) => [view.path, view.referrer])).toEqual([
      ['/', undefined],
      ['/login', '/'],
      ['/gsgg/detail/42', '/login'],
      ['/', '/gsgg/detail/42'],
    ]);
    expect(JSON.stringify(views)).not.toContain('token');
  });
});
