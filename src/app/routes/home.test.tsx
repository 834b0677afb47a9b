import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { homeRoute } from './home';

function renderHome() {
  const router = createMemoryRouter(
    [
      { path: '/', ...homeRoute },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('home page', () => {
  it('has one h1 with the site name and section headings below it', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('建筑业企业信息服务门户');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['快捷入口', '网站导航']);
  });

  it('searches the whole site with the trimmed keyword', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    const search = screen.getByRole('search', { name: '全站搜索' });

    await user.type(within(search).getByRole('searchbox', { name: '全站搜索' }), '  施工 总承包 ');
    await user.click(within(search).getByRole('button', { name: '搜索' }));

    expect(router.state.location.pathname).toBe('/globalSearch');
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('施工 总承包')}`);
  });

  it('submits with Enter and goes to the search page even without a keyword', async () => {
    const user = userEvent.setup();
    const router = renderHome();
    await user.type(screen.getByRole('searchbox', { name: '全站搜索' }), '{Enter}');
    expect(router.state.location.pathname).toBe('/globalSearch');
    expect(router.state.location.search).toBe('');
  });

  it('links the four qualification categories to their first standard, in a new tab', () => {
    renderHome();
    const categories = within(screen.getByRole('list', { name: '资质标准类别' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual(['/zzbz/01-101001', '/zzbz/02-102001', '/zzbz/03-103001', '/zzbz/04-104001']);
    for (const link of categories) expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers quick entries to the main sections', () => {
    renderHome();
    const quick = screen.getByRole('region', { name: '快捷入口' });
    const hrefs = Object.fromEntries(
      ['政策文件', '公示公告', '常见问题', '法律法规', '课程中心', '企业信息', '联系我们'].map((name) => [
        name,
        within(quick).getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href'),
      ]),
    );
    expect(hrefs).toEqual({
      政策文件: '/policy',
      公示公告: '/gsgg',
      常见问题: '/question',
      法律法规: '/regulation',
      课程中心: '/edu',
      企业信息: '/qyxx/yyzz/yyzzxx',
      联系我们: '/questionFeedback',
    });
  });

  it('has the 网站导航 site map the header links to (/#sitenav)', () => {
    renderHome();
    const siteNav = screen.getByRole('navigation', { name: '网站导航' });
    expect(siteNav).toHaveAttribute('id', 'sitenav');
    const hrefs = within(siteNav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/policy', '/match', '/gsgg', '/gsggcx', '/question', '/regulation', '/edu', '/questionFeedback', '/memberCenter', '/globalSearch', '/zhxx']));
  });
});
