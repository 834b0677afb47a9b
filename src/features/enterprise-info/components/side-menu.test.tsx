import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, type RouterItem } from '@/stores/session-store';
import { EnterpriseInfoLayout } from './enterprise-info-layout';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/qyxx', element: <EnterpriseInfoLayout />, children: [{ path: '*', element: <p>页面内容</p> }] }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, nav: screen.getByRole('navigation', { name: '企业信息菜单' }) };
}

/** The demo secondary key's route tree: the centre, the licence and registered personnel. */
const KEY_ROUTES: RouterItem[] = [
  {
    path: '/qyxx',
    name: '企业信息',
    children: [
      { path: 'qyxxzx', name: '企业信息中心' },
      { path: 'yyzz', name: '营业执照', children: [{ path: 'yyzzxx', name: '营业执照信息' }] },
      { path: 'zcry', name: '注册人员', children: [{ path: 'ryxx', name: '注册人员信息' }] },
    ],
  },
];

afterEach(() => sessionStore.setState({ permissions: [], routes: null }));

describe('enterprise-information side menu', () => {
  it("lists only the pages a key's routes grant", () => {
    sessionStore.setState({ permissions: [], routes: KEY_ROUTES });
    const { nav } = renderAt('/qyxx/zcry/ryxx');
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['营业执照信息', '/qyxx/yyzz/yyzzxx'],
      ['注册人员信息', '/qyxx/zcry/ryxx'],
    ]);
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    expect(within(nav).getByText('企业事项办理向导')).toBeInTheDocument();
  });

  it('lists every page for *:*:*', () => {
    sessionStore.setState({ permissions: ['*:*:*'], routes: [] });
    const { nav } = renderAt('/qyxx/zcry/ryxx');
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(within(nav).getAllByRole('button')).toHaveLength(3);
  });

  it('lists the spec entries with their addresses', () => {
    const { nav } = renderAt('/qyxx/yyzz/yyzzxx');
    const links: [string, string][] = [
      ['营业执照信息', '/qyxx/yyzz/yyzzxx'],
      ['资质证书信息', '/qyxx/zzzs/zzzsxx'],
      ['注册人员信息', '/qyxx/zcry/ryxx'],
      ['其他人员信息', '/qyxx/qtry/ryxx'],
      ['受理情况指南', '/qyxx/sbslzn/sbrkzn'],
      ['申报材料分析', '/qyxx/sbclfx'],
    ];
    for (const [name, href] of links) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    expect(within(nav).getByText('企业事项办理向导').closest('[aria-disabled]')).toHaveTextContent('敬请期待');
    expect(within(nav).queryByRole('link', { name: /企业事项办理向导/ })).not.toBeInTheDocument();
    for (const name of ['监管平台项目信息', '人员业绩信息', '信息校验提醒']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByText('页面内容')).toBeInTheDocument();
  });

  it('marks the active link and opens the group that holds it', () => {
    const { nav } = renderAt('/qyxx/qyxxjy/rycheck');
    expect(within(nav).getByRole('button', { name: '人员业绩信息' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '业绩校验' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '业绩信息' })).toHaveAttribute('href', '/qyxx/zcry/ryyjxx');
    expect(within(nav).getByRole('link', { name: '业绩信息' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: '监管平台项目信息' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands groups on click and shows the reminder links', async () => {
    const { nav, user, router } = renderAt('/qyxx/zcry/ryxx');
    const projects = within(nav).getByRole('button', { name: '监管平台项目信息' });
    await user.click(projects);
    expect(projects).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: '项目信息' })).toHaveAttribute('href', '/qyxx/jgptxm/xmmgr');
    expect(within(nav).getByRole('link', { name: '项目校验' })).toHaveAttribute('href', '/qyxx/qyxxjy/xmcheck');
    await user.click(projects);
    expect(within(nav).queryByRole('link', { name: '项目信息' })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: '信息校验提醒' }));
    const reminders: [string, string][] = [
      ['营业执照', '/qyxx/yyzz/yyzzxxtx'],
      ['资质证书', '/qyxx/zzzs/zzzsxxtx'],
      ['监管项目', '/qyxx/jgptxm/jgptxmtx'],
      ['注册人员', '/qyxx/zcry/zcryxxtx'],
      ['其他人员', '/qyxx/qtry/qtryxxtx'],
      ['人员业绩', '/qyxx/zcry/ryyjtx'],
      ['资质异常', '/qyxx/zzzs/zzyctx'],
    ];
    for (const [name, href] of reminders) expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    await user.click(within(nav).getByRole('link', { name: '资质异常' }));
    expect(router.state.location.pathname).toBe('/qyxx/zzzs/zzyctx');
    expect(within(nav).getByRole('link', { name: '资质异常' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds into a disclosure on narrow screens', async () => {
    const { nav, user } = renderAt('/qyxx/zcry/ryxx');
    const toggle = screen.getByRole('button', { name: '企业信息菜单' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveClass('max-lg:hidden');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveClass('max-lg:hidden');
  });
});
