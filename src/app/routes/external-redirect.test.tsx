import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { externalRedirectRoute } from './external-redirect';

let replace: ReturnType<typeof vi.fn>;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

function renderAt(...entries: string[]) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <p>首页</p> },
          { path: '/policy', element: <p>政策文件</p> },
          { path: paths.externalRedirect.path, ...externalRedirectRoute },
        ],
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/external-redirect', () => {
  it('leaves for a related site (the footer list) at once with location.replace', async () => {
    renderAt(paths.externalRedirect.getHref('https://jzsc.mohurd.gov.cn/home?a=1&b=2'));
    expect(await screen.findByRole('status')).toHaveTextContent('正在跳转到外部网站');
    expect(replace).toHaveBeenCalledWith('https://jzsc.mohurd.gov.cn/home?a=1&b=2');
    expect(screen.getByRole('link', { name: '点击这里' })).toHaveAttribute('href', 'https://jzsc.mohurd.gov.cn/home?a=1&b=2');
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['http://xypt.mwr.cn/', 'https://xypt.mwr.cn/list', 'https://www.mohurd.gov.cn/'])('follows the related site %s directly', async (url) => {
    renderAt(paths.externalRedirect.getHref(url));
    expect(await screen.findByRole('status')).toHaveTextContent('正在跳转到外部网站');
    expect(replace).toHaveBeenCalledWith(url);
  });

  it.each([
    ['another host', 'https://evil.example/login?next=1#x', 'evil.example'],
    ['a subdomain of a related site', 'https://evil.jzsc.mohurd.gov.cn/', 'evil.jzsc.mohurd.gov.cn'],
    ['a related host as user info', 'https://jzsc.mohurd.gov.cn@evil.example/', 'evil.example'],
    ['a related host on another port', 'https://jzsc.mohurd.gov.cn:8443/', 'jzsc.mohurd.gov.cn:8443'],
    ['a look-alike host', 'https://jzsc.mohurd.gov.cn.evil.example/', 'jzsc.mohurd.gov.cn.evil.example'],
  ])('shows the leaving notice for %s instead of leaving', async (_name, url, host) => {
    renderAt(paths.externalRedirect.getHref(url));
    expect(await screen.findByRole('heading', { level: 1, name: '您即将离开本站' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((item) => item.textContent)).toEqual(['目标网站', '完整地址']);
    expect(screen.getAllByRole('definition').map((item) => item.textContent)).toEqual([host, new URL(url).href]);
    expect(screen.getByRole('link', { name: '继续访问' })).toHaveAttribute('href', new URL(url).href);
    expect(screen.getByRole('link', { name: '继续访问' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(replace).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('返回 goes back to the page that linked here', async () => {
    const router = renderAt('/policy', paths.externalRedirect.getHref('https://evil.example'));
    await userEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText('政策文件')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/policy');
  });

  it('返回 goes home when the notice is the first page of the tab', async () => {
    const router = renderAt(paths.externalRedirect.getHref('https://evil.example'));
    await userEvent.click(await screen.findByRole('button', { name: '返回' }));
    expect(await screen.findByText('首页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['no url', '/external-redirect'],
    ['javascript:', `/external-redirect?url=${encodeURIComponent('javascript:alert(1)')}`],
    ['data:', `/external-redirect?url=${encodeURIComponent('data:text/html,hi')}`],
    ['mailto:', `/external-redirect?url=${encodeURIComponent('mailto:kf@example.com')}`],
    ['scheme-relative', `/external-redirect?url=${encodeURIComponent('//evil.example.com')}`],
    ['malformed %', '/external-redirect?url=https%3A%2F%2Fa.cn%2F%25E0%25A4%25A'],
  ])('goes home silently for %s, with a console warning', async (_name, entry) => {
    const router = renderAt(entry);
    expect(await screen.findByText('首页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(replace).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/^external-redirect:/);
  });
});
