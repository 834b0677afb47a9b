import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { certificate, CERTIFICATE_DICTS } from '@/components/records/testing/certificates';
import { serveEnterpriseCounts } from '@/features/enterprise-info/testing/enterprise-counts';
import { otherPerson, OTHER_PERSON_DICTS } from '@/components/records/testing/other-persons';
import { registeredPerson, REGISTERED_PERSON_DICTS } from '@/components/records/testing/registered-persons';
import { http, server } from '@/testing/msw-server';
import { enterpriseInfoIndexRoute, enterpriseInfoLayoutRoute, enterpriseInfoPageRoute } from './enterprise-info';

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
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => resetDictStore());

describe('/qyxx area', () => {
  it('keeps the placeholder for pages still to come, titled from the menu', async () => {
    renderArea('/qyxx/yyzz/yyzzxx');
    expect(await screen.findByRole('heading', { level: 1, name: '营业执照信息' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '企业信息菜单' })).toBeInTheDocument();
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

  it.each(['/qyxx', '/qyxx/qyxxzx'])('shows the information centre at %s', async (url) => {
    serveEnterpriseCounts();
    renderArea(url);
    expect(await screen.findByRole('heading', { level: 1, name: '企业信息中心' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: '资质证书' })).findByText('5')).toBeInTheDocument();
  });
});
