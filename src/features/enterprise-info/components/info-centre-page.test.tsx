import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore, type RouterItem } from '@/stores/session-store';
import { http, server } from '@/testing/msw-server';
import { serveEnterpriseCounts } from '../testing/enterprise-counts';
import { InfoCentrePage } from './info-centre-page';

function renderCentre() {
  const router = createMemoryRouter([{ path: '*', element: <InfoCentrePage /> }], { initialEntries: ['/qyxx/qyxxzx'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const card = (name: string) => screen.getByRole('region', { name });

/** A secondary key granted the centre, certificates and the licence reminders, but no personnel or project page. */
const KEY_ROUTES: RouterItem[] = [
  {
    path: '/qyxx',
    name: '企业信息',
    children: [
      { path: 'qyxxzx', name: '企业信息中心' },
      { path: 'yyzz', name: '营业执照', children: [{ path: 'yyzzxxtx', name: '营业执照提醒' }] },
      { path: 'zzzs', name: '资质证书', children: [{ path: 'zzzsxx', name: '资质证书信息' }] },
    ],
  },
];

/** Signed in with an enterprise: the unread reminder counts are fetched only then. */
const SIGNED_IN = { token: 'test-token', avatar: '/avatar.png', ent: { entId: '00000000-0000-4000-8000-00000000e001', entName: '示例建设集团有限公司', creditCode: null } };

// Unmount first: with the routes unknown nothing is hidden, so a mounted centre would start its count calls.
afterEach(() => {
  cleanup();
  sessionStore.setState({ permissions: [], routes: null, token: '', avatar: '', ent: null });
});

describe('InfoCentrePage', () => {
  it('shows skeletons, then each count card linking to its page', async () => {
    sessionStore.setState(SIGNED_IN);
    serveEnterpriseCounts();
    const { user, router } = renderCentre();
    expect(screen.getByRole('heading', { level: 1, name: '企业信息中心' })).toBeInTheDocument();
    expect(within(card('资质证书')).getByRole('status', { name: '资质证书加载中' })).toBeInTheDocument();

    expect(await within(card('资质证书')).findByText('5')).toBeInTheDocument();
    expect(within(card('资质证书')).getByText('12')).toBeInTheDocument();
    expect(await within(card('注册人员')).findByText('8')).toBeInTheDocument();
    expect(within(card('其他人员')).getByText('6')).toBeInTheDocument();
    expect(await within(card('监管平台项目')).findByText('7')).toBeInTheDocument();
    expect(await within(card('未读提醒')).findByText('11')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: '资质证书' })).toHaveAttribute('href', '/qyxx/zzzs/zzzsxx');
    expect(screen.getByRole('link', { name: '注册人员' })).toHaveAttribute('href', '/qyxx/zcry/ryxx');
    expect(screen.getByRole('link', { name: '其他人员' })).toHaveAttribute('href', '/qyxx/qtry/ryxx');
    expect(screen.getByRole('link', { name: '监管平台项目' })).toHaveAttribute('href', '/qyxx/jgptxm/xmmgr');
    expect(within(card('未读提醒')).getByRole('link', { name: '未读提醒：资质异常' })).toHaveAttribute('href', '/qyxx/zzzs/zzyctx');

    await user.click(screen.getByRole('link', { name: '其他人员' }));
    expect(router.state.location.pathname).toBe('/qyxx/qtry/ryxx');
  });

  it('shows a failed count with 重试 and keeps the other cards', async () => {
    serveEnterpriseCounts();
    server.use(http.get('/portal/entInfoNum/personNum', ({ response }) => response('5XX').json({ code: 500, msg: '服务器异常' }, { status: 500 })));
    const { user } = renderCentre();
    expect(await within(card('注册人员')).findByRole('alert')).toHaveTextContent('服务器异常');
    expect(within(card('其他人员')).getByRole('alert')).toBeInTheDocument();
    expect(await within(card('资质证书')).findByText('5')).toBeInTheDocument();

    serveEnterpriseCounts();
    await user.click(within(card('注册人员')).getByRole('button', { name: '重试 注册人员' }));
    expect(await within(card('注册人员')).findByText('8')).toBeInTheDocument();
    expect(within(card('其他人员')).getByText('6')).toBeInTheDocument();
  });

  it("links only the pages a key's routes grant, and still shows the counts the centre may call", async () => {
    sessionStore.setState({ ...SIGNED_IN, permissions: [], routes: KEY_ROUTES });
    serveEnterpriseCounts();
    renderCentre();
    expect(await within(card('注册人员')).findByText('8')).toBeInTheDocument();
    expect(await within(card('未读提醒')).findByText('11')).toBeInTheDocument();
    expect(await within(card('监管平台项目')).findByText('7')).toBeInTheDocument();

    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['资质证书', '/qyxx/zzzs/zzzsxx'],
      ['营业执照', '/qyxx/yyzz/yyzzxxtx'],
    ]);
    for (const name of ['注册人员', '其他人员', '监管平台项目', '未读提醒']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(within(card('未读提醒')).getByText('资质异常')).toBeInTheDocument();
  });

  it('calls no count a key may not call, when it may not open the centre itself', () => {
    const certificatesOnly = { path: 'zzzs', name: '资质证书', children: [{ path: 'zzzsxx', name: '资质证书信息' }] };
    sessionStore.setState({ permissions: [], routes: [{ path: '/qyxx', name: '企业信息', children: [certificatesOnly] }] });
    renderCentre();
    expect(screen.getByRole('link', { name: '资质证书' })).toHaveAttribute('href', '/qyxx/zzzs/zzzsxx');
    expect(screen.getByRole('heading', { level: 2, name: '注册人员' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
