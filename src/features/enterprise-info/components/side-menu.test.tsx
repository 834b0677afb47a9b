import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, type RouterItem } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { EnterpriseInfoLayout } from './enterprise-info-layout';

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/qyxx', element: <EnterpriseInfoLayout />, children: [{ path: '*', element: <p>页面内容</p> }] }], {
    initialEntries: [url],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
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

afterEach(() => sessionStore.setState({ permissions: [], routes: null, token: '', avatar: '', ent: null }));

const ENT = { entId: '00000000-0000-4000-8000-00000000e001', entName: '示例建设集团有限公司', creditCode: null };
const COUNTS = { yyzz: 0, zzzs: 2, jgptxm: 0, zcry: 5, qtry: 0, ryyj: 120, zzyc: 0, total: 127 };

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
    expect(within(nav).getByText('企业事项办理向导').closest('[aria-disabled]')).toHaveAttribute('title', '即将开放');
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

  it('shows the unread reminder counts from /portal/reminder/counts on the reminder links, and their sum on the closed group', async () => {
    sessionStore.setState({ token: 'test-token', avatar: '/avatar.png', ent: ENT });
    let calls = 0;
    server.use(
      http.get('/portal/reminder/counts', ({ response }) => {
        calls += 1;
        return response(200).json({ code: 200, msg: '操作成功', data: COUNTS });
      }),
    );
    const { nav, user } = renderAt('/qyxx/yyzz/yyzzxx');
    const group = within(nav).getByRole('button', { name: /^信息校验提醒/ });
    await waitFor(() => expect(group).toHaveAccessibleName('信息校验提醒 99+ 条未读提醒'));
    expect(calls).toBe(1);

    await user.click(group);
    expect(group).toHaveAccessibleName('信息校验提醒');
    expect(within(nav).getByRole('link', { name: '注册人员 5 条未读提醒' })).toHaveAttribute('href', '/qyxx/zcry/zcryxxtx');
    expect(within(nav).getByRole('link', { name: '资质证书 2 条未读提醒' })).toHaveAttribute('href', '/qyxx/zzzs/zzzsxxtx');
    expect(within(nav).getByRole('link', { name: '人员业绩 99+ 条未读提醒' })).toHaveAttribute('href', '/qyxx/zcry/ryyjtx');
    // No badge where nothing is unread, and none on the record pages.
    expect(within(nav).getByRole('link', { name: '营业执照' })).toHaveAttribute('href', '/qyxx/yyzz/yyzzxxtx');
    expect(within(nav).getByRole('link', { name: '注册人员信息' })).toBeInTheDocument();
  });

  it('asks for no counts when signed out', () => {
    // An unhandled /portal/reminder/counts call would fail the test.
    const { nav } = renderAt('/qyxx/zcry/zcryxxtx');
    expect(within(nav).getByRole('link', { name: '注册人员' })).toHaveAttribute('aria-current', 'page');
  });
});
