import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { data } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFound, NOT_PERMITTED_MESSAGE } from '@/app/not-found';
import { renderRoot } from '@/app/layouts/testing/render-root';
import { CHUNK_RELOAD_STORAGE_KEY } from '@/lib/chunk-reload';
import { CHUNK_FAILED_DETAIL } from './route-error-page';

vi.mock('@/features/header/site-header', () => ({ SiteHeader: () => <header>页头</header> }));

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/policy-1a2b.js');

const never = () => null;
const routes = [
  { index: true, element: <p>首页内容</p> },
  { path: 'zzbz/secret', loader: () => notFound(NOT_PERMITTED_MESSAGE), Component: never },
  { path: 'broken', loader: () => Promise.reject(new Error('boom')), Component: never },
  { path: 'misconfigured', loader: () => Promise.reject(data({ message: 'Unknown middleware' }, { status: 500 })), Component: never },
  { path: 'policy', lazy: () => Promise.reject(chunkError()) },
  { path: '*', loader: () => notFound(), Component: never },
];

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RouteErrorPage', () => {
  it("shows the 404 page with 'This page could not be found' for an unknown route, inside the portal chrome", async () => {
    renderRoot(routes, '/no/such/page');

    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('页面不存在 - 建筑业企业信息服务门户'));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("shows '页面未找到' for a path the user may not open, and 返回首页 goes home", async () => {
    const user = userEvent.setup();
    const { router } = renderRoot(routes, '/zzbz/secret');

    expect(await screen.findByText('页面未找到')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '返回首页' }));

    expect(await screen.findByText('首页内容')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the 500 page for other errors and logs them, without showing their text', async () => {
    renderRoot(routes, '/broken');

    expect(await screen.findByRole('heading', { name: '抱歉，服务器暂时异常，请稍后再试' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    // Logged from an effect, which may run after the heading is already in the DOM.
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' })));
  });

  it("shows a 500 response's message as the detail line ('Unknown middleware')", async () => {
    renderRoot(routes, '/misconfigured');
    expect(await screen.findByRole('heading', { name: '抱歉，服务器暂时异常，请稍后再试' })).toBeInTheDocument();
    expect(screen.getByText('Unknown middleware')).toBeInTheDocument();
  });

  it('reloads the page on a chunk-load failure, at most once per 60 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T08:00:00Z'));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });

    const first = renderRoot(routes, '/policy');
    expect(await screen.findByRole('status')).toHaveTextContent('正在重新加载');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
    first.unmount();

    // The reloaded page fails again 30 s later: no second reload, the 500 page explains instead.
    vi.setSystemTime(new Date('2026-03-01T08:00:30Z'));
    const second = renderRoot(routes, '/policy');
    expect(await screen.findByText(CHUNK_FAILED_DETAIL)).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    second.unmount();

    vi.setSystemTime(new Date('2026-03-01T08:01:00Z'));
    renderRoot(routes, '/policy');
    await act(async () => undefined);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('RouteErrorPage without working chrome', () => {
  it('still shows the error page when the header itself crashes', async () => {
    const header = await import('@/features/header/site-header');
    vi.spyOn(header, 'SiteHeader').mockImplementation(() => {
      throw new Error('header broke');
    });
    renderRoot(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: '抱歉，您访问的页面不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
