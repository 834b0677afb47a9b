import { render, screen } from '@testing-library/react';
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

function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      {
        HydrateFallback: () => null,
        children: [
          { path: '/', element: <p>首页</p> },
          { path: paths.externalRedirect.path, ...externalRedirectRoute },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/external-redirect', () => {
  it('leaves for a valid https url with location.replace', async () => {
    renderAt(paths.externalRedirect.getHref('https://jzsc.mohurd.gov.cn/home?a=1&b=2'));
    expect(await screen.findByRole('status')).toHaveTextContent('正在跳转到外部网站');
    expect(replace).toHaveBeenCalledWith('https://jzsc.mohurd.gov.cn/home?a=1&b=2');
    expect(screen.getByRole('link', { name: '点击这里' })).toHaveAttribute('href', 'https://jzsc.mohurd.gov.cn/home?a=1&b=2');
    expect(warn).not.toHaveBeenCalled();
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
