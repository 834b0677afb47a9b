import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSessionHandlers } from '@/app/session-handlers';
import { FORBIDDEN_NEXT_STEP } from '@/features/enterprise-info/components/forbidden-notice';
import { sessionStore, type RouterItem } from '@/stores/session-store';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { certificate, CERTIFICATE_DICTS } from '@/components/records/testing/certificates';
import { serveEnterpriseCounts } from '@/features/enterprise-info/testing/enterprise-counts';
import { otherPerson, OTHER_PERSON_DICTS } from '@/components/records/testing/other-persons';
import { registeredPerson, REGISTERED_PERSON_DICTS } from '@/components/records/testing/registered-persons';
import { http, server } from '@/testing/msw-server';
import { application, serveApplications } from '@/features/acceptance-guide/testing/application-server';
import userEvent from '@testing-library/user-event';
import { enterpriseInfoIndexRoute, enterpriseInfoLayoutRoute, enterpriseInfoPageRoute } from './enterprise-info';

const ENT = { entId: '0b4c5d6e-7f80-4a1b-8c2d-3e4f5a6b7c8d', entName: '中建示范建设集团有限公司', creditCode: '91110000MA01ABCD1M' };
const KEY = { keyId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', keyType: 'secondary' as const };
/** A secondary key granted the licence and registered personnel, not the information centre. */
const KEY_ROUTES: RouterItem[] = [
  {
    path: '/qyxx',
    name: '企业信息',
    children: [
      { path: 'yyzz', name: '营业执照', children: [{ path: 'yyzzxx', name: '营业执照信息' }] },
      { path: 'zcry', name: '注册人员', children: [{ path: 'ryxx', name: '注册人员信息' }] },
    ],
  },
];

function renderArea(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/qyxx',
        ...enterpriseInfoLayoutRoute,
        children: [
          { index: true, ...enterpriseInfoIndexRoute },
          { path: '*', ...enterpriseInfoPageRoute },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const navigate = vi.spyOn(router, 'navigate');
  const uninstall = installSessionHandlers(router);
  afterEachCleanup.push(uninstall);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, navigate };
}

const afterEachCleanup: (() => void)[] = [];
afterEach(() => {
  afterEachCleanup.splice(0).forEach((cleanup) => cleanup());
  sessionStore.setState({ permissions: [], routes: null, ent: null, key: null });
});

afterEach(() => resetDictStore());

describe('/qyxx area', () => {
  it('keeps the placeholder for pages still to come, titled from the menu', async () => {
    renderArea('/qyxx/sbclfx');
    expect(await screen.findByRole('heading', { level: 1, name: '申报材料分析' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '企业信息菜单' })).toBeInTheDocument();
  });

  it("shows 受理情况指南 searching the enterprise's name, and 受理意见解读", async () => {
    sessionStore.setState({ roles: ['member'], ent: ENT });
    const searched = serveApplications([application({ entName: ENT.entName })]);
    renderArea('/qyxx/sbslzn/sbrkzn');
    expect(await screen.findByRole('heading', { level: 1, name: '受理情况指南' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: ENT.entName })).toBeInTheDocument();
    expect(searched).toEqual([ENT.entName]);
    await userEvent.click(screen.getByRole('link', { name: '受理意见解读' }));
    expect(await screen.findByRole('heading', { level: 1, name: '受理意见解读' })).toBeInTheDocument();
  });

  it('shows registered personnel at /qyxx/zcry/ryxx', async () => {
    serveDicts(REGISTERED_PERSON_DICTS);
    server.use(
      http.get('/portal/person/getRegisterList', ({ response }) =>
        response(200).json({ code: 200, msg: '查询成功', rows: [registeredPerson(1)], total: 1 }),
      ),
    );
    renderArea('/qyxx/zcry/ryxx');
    expect(await screen.findByRole('heading', { level: 1, name: '注册人员信息' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '注册人员信息' });
    expect(await within(table).findByText('人员1')).toBeInTheDocument();
  });

  it('shows other personnel at /qyxx/qtry/ryxx', async () => {
    serveDicts(OTHER_PERSON_DICTS);
    server.use(
      http.get('/portal/person/getElseList', ({ response }) => response(200).json({ code: 200, msg: '查询成功', rows: [otherPerson(1)], total: 1 })),
    );
    renderArea('/qyxx/qtry/ryxx');
    expect(await screen.findByRole('heading', { level: 1, name: '其他人员信息' })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: '其他人员信息' })).findByText('技术1')).toBeInTheDocument();
  });

  it('shows qualification certificates at /qyxx/zzzs/zzzsxx', async () => {
    serveDicts(CERTIFICATE_DICTS);
    server.use(http.get('/portal/zzzs/list', ({ response }) => response(200).json({ code: 200, msg: '查询成功', rows: [certificate(1)], total: 1 })));
    renderArea('/qyxx/zzzs/zzzsxx');
    expect(await screen.findByRole('heading', { level: 1, name: '资质证书信息' })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: '资质证书信息' })).findByText('D1')).toBeInTheDocument();
  });

  it.each([
    ['/qyxx/yyzz/yyzzxxtx', '营业执照提醒', 'yyzz'],
    ['/qyxx/zzzs/zzzsxxtx', '资质证书提醒', 'zzzs'],
    ['/qyxx/jgptxm/jgptxmtx', '监管平台项目提醒', 'jgptxm'],
    ['/qyxx/zcry/zcryxxtx', '注册人员提醒', 'zcry'],
    ['/qyxx/qtry/qtryxxtx', '其他人员提醒', 'qtry'],
    ['/qyxx/zcry/ryyjtx', '人员业绩提醒', 'ryyj'],
    ['/qyxx/zzzs/zzyctx', '资质异常提醒', 'zzyc'],
  ])('shows the reminders page at %s', async (url, title, type) => {
    const types: (string | null)[] = [];
    server.use(
      http.get('/portal/reminder/list', ({ request, response }) => {
        types.push(new URL(request.url).searchParams.get('type'));
        return response(200).json({ code: 200, msg: '查询成功', rows: [], total: 0 });
      }),
    );
    renderArea(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: `${title}（未读）` })).findByText('暂无提醒')).toBeInTheDocument();
    expect(types).toEqual([type]);
  });

  it.each(['/qyxx', '/qyxx/qyxxzx'])('shows the information centre at %s', async (url) => {
    serveEnterpriseCounts();
    renderArea(url);
    expect(await screen.findByRole('heading', { level: 1, name: '企业信息中心' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '资质证书' })).findByText('5')).toBeInTheDocument();
  });

  it('explains a 403 from a record call in the page, with a next step, instead of leaving for /memberCenter', async () => {
    sessionStore.setState({ roles: ['member'], permissions: [], routes: KEY_ROUTES, ent: ENT, key: KEY });
    serveDicts(REGISTERED_PERSON_DICTS);
    server.use(
      http.get('/portal/person/getRegisterList', ({ response }) =>
        response('4XX').json({ code: 403, msg: '当前密钥未被授权使用该功能' }, { status: 403 }),
      ),
    );
    const { router, navigate } = renderArea('/qyxx/zcry/ryxx');
    expect(await screen.findByRole('heading', { level: 1, name: '无法使用此页面' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('当前密钥未被授权使用该功能');
    expect(screen.getByText(FORBIDDEN_NEXT_STEP.secondaryKey)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开营业执照信息' })).toHaveAttribute('href', '/qyxx/yyzz/yyzzxx');
    expect(screen.getByRole('navigation', { name: '企业信息菜单' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/qyxx/zcry/ryxx');
  });

  it("shows an account with no enterprise the server's message and a way on", async () => {
    sessionStore.setState({ roles: ['admin'], permissions: ['*:*:*'], routes: [], ent: null, key: null });
    serveDicts(CERTIFICATE_DICTS);
    server.use(
      http.get('/portal/zzzs/list', ({ response }) =>
        response('4XX').json({ code: 403, msg: '当前账号未关联企业，无法访问企业数据' }, { status: 403 }),
      ),
    );
    const { navigate } = renderArea('/qyxx/zzzs/zzzsxx');
    expect(await screen.findByRole('alert')).toHaveTextContent('当前账号未关联企业，无法访问企业数据');
    expect(screen.getByText(FORBIDDEN_NEXT_STEP.noEnterprise)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: /^打开/ })).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the first granted page at /qyxx for a key that may not open the information centre', async () => {
    sessionStore.setState({ roles: ['member'], permissions: [], routes: KEY_ROUTES, ent: ENT, key: KEY });
    server.use(
      http.get('/portal/ent', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: null })),
      http.get('/portal/ent/saveTmp', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: null })),
    );
    const { router } = renderArea('/qyxx');
    expect(await screen.findByRole('heading', { level: 1, name: '营业执照信息' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/qyxx/yyzz/yyzzxx');
    expect(await screen.findByText(/尚未填写营业执照/)).toBeInTheDocument();
  });
});
