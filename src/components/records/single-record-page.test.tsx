import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterpriseUi } from '@forms/enterprise.ui';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { http, server } from '@/testing/msw-server';
import { displayName, sessionStore, type SessionInfo } from '@/stores/session-store';
import { SingleRecordPage } from './single-record-page';

type Enterprise = components['schemas']['Enterprise'];
type EnterpriseDraft = components['schemas']['EnterpriseDraft'];

const ENT = '00000000-0000-4000-8000-999999999999';
const ID = '00000000-0000-4000-8000-000000000001';
const FILE = '00000000-0000-4000-8000-00000000f001';
const NEW_FILE = '00000000-0000-4000-8000-00000000f002';
const TIME = '2026-11-01T02:00:00.000Z';

const licence: Enterprise = {
  id: ID,
  entId: ENT,
  entName: '中建示范建设集团有限公司',
  creditCode: '91110000MA01ABCD1M',
  legalPerson: '王建国',
  regCapital: 50000,
  establishDate: '2016-08-18',
  businessTermStart: '2016-08-18',
  businessTermEnd: null,
  address: '北京市海淀区西三环北路 27 号',
  businessScope: '施工总承包；专业承包。',
  regAuthority: '北京市海淀区市场监督管理局',
  entType: 'llc',
  prov: '110000',
  city: '110100',
  contactPhone: null,
  licenseFileIds: [FILE],
  hasDraft: false,
  createTime: TIME,
  updateTime: TIME,
};

interface Served {
  licence: Enterprise | null;
  draft: EnterpriseDraft | null;
  bodies: { path: string; body: unknown }[];
  /** getInfo calls: a saved licence renames the account's enterprise, so the session is reloaded. */
  sessionLoads: number;
}

function sessionInfo(entName: string): SessionInfo {
  return {
    user: { userId: '6f1c8a52-93c4-4b7e-a1d2-0c9e5b7f3a11', userName: 'demo', nickName: '', phonenumber: '13800000000', email: null, avatar: '/a.svg', createTime: TIME },
    roles: ['member'],
    permissions: [],
    ent: { entId: ENT, entName, creditCode: null, prov: null } as SessionInfo['ent'],
    unreadMessage: 0,
    key: null,
  };
}

function serve(state: Served) {
  serveDicts({
    enterprise_type: [['有限责任公司', 'llc']],
    sys_province: [['北京市', '110000']],
    sys_city: [['北京市', '110100']],
  });
  const saved = (path: string) => async ({ request }: { request: Request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    state.bodies.push({ path, body });
    state.licence = { ...licence, ...body } as Enterprise;
    state.draft = null;
    return state.licence;
  };
  const create = saved('create');
  const edit = saved('edit');
  server.use(
    http.get('/portal/getInfo', ({ response }) => {
      state.sessionLoads += 1;
      return response(200).json({ code: 200, msg: '操作成功', data: sessionInfo(state.licence?.entName ?? '未命名企业') });
    }),
    http.get('/portal/ent', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: state.licence })),
    http.post('/portal/ent', async ({ request, response }) => response(200).json({ code: 200, msg: '新增成功', data: await create({ request }) })),
    http.post('/portal/ent/edit', async ({ request, response }) => response(200).json({ code: 200, msg: '修改成功', data: await edit({ request }) })),
    http.get('/portal/ent/saveTmp', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: state.draft })),
    http.post('/portal/ent/saveTmp', async ({ request, response }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.bodies.push({ path: 'draft', body });
      state.draft = { ...body, entId: ENT, updateTime: TIME } as EnterpriseDraft;
      return response(200).json({ code: 200, msg: '暂存成功', data: state.draft });
    }),
    http.delete('/portal/ent/saveTmp', ({ response }) => {
      state.bodies.push({ path: 'discard', body: null });
      state.draft = null;
      return response(200).json({ code: 200, msg: '操作成功' });
    }),
    http.get('/portal/ent/changelogs', ({ response }) =>
      response(200).json({
        code: 200,
        msg: '查询成功',
        total: 1,
        rows: [
          { id: '00000000-0000-4000-8000-0000000000c1', field: 'legalPerson', fieldLabel: '法定代表人', oldValue: '李志强', newValue: '王建国', action: 'edit', operator: '演示会员', createTime: TIME },
        ],
      }),
    ),
    http.get('/portal/qyAttachmentFile/getFileByParams', ({ response }) =>
      response(200).json({
        code: 200,
        msg: '查询成功',
        data: [{ fileId: FILE, fileName: '营业执照正本.pdf', url: `/system/oss/download2Auth/${FILE}`, size: 2048, contentType: 'application/pdf', bizType: 'yyzz', bizId: ID, createTime: TIME }],
      }),
    ),
    http.post('/portal/qyAttachmentFile/addYyzzFile', ({ response }) =>
      response(200).json({
        code: 200,
        msg: '上传成功',
        data: { fileId: NEW_FILE, fileName: '副本.pdf', url: `/system/oss/download2Auth/${NEW_FILE}`, size: 9, contentType: 'application/pdf', bizType: 'yyzz', bizId: null, createTime: TIME },
      }),
    ),
  );
}

function renderPage(search = '') {
  const router = createMemoryRouter([{ path: '/licence', element: <SingleRecordPage config={enterpriseUi} title="营业执照信息" /> }], {
    initialEntries: [`/licence${search}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, search: () => new URLSearchParams(router.state.location.search) };
}

let state: Served;
beforeEach(() => {
  state = { licence: null, draft: null, bodies: [], sessionLoads: 0 };
});

describe('the business licence page (a single record type driven by its config)', () => {
  it('starts empty, rejects a wrong credit code, keeps a draft, then saves the licence', async () => {
    serve(state);
    const { user, search } = renderPage();
    expect(await screen.findByText(/尚未填写营业执照/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '填写营业执照' })[0]!);
    expect(search().get('mode')).toBe('edit');

    const form = await screen.findByRole('form', { name: '填写营业执照' });
    await user.type(within(form).getByLabelText(/企业名称/), '华北路桥建设有限公司');
    await user.type(within(form).getByLabelText(/统一社会信用代码/), '91110000MA01ABCD1X');
    await user.click(within(form).getByRole('button', { name: '暂存' }));
    await waitFor(() => expect(state.bodies.map((entry) => entry.path)).toEqual(['draft']));
    // A draft is not validated: the wrong code is kept as typed, empty fields are left out.
    expect(state.bodies[0]!.body).toEqual({ entName: '华北路桥建设有限公司', creditCode: '91110000MA01ABCD1X' });

    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入正确的统一社会信用代码')).toBeInTheDocument();
    expect(within(form).getByText('请填写法定代表人')).toBeInTheDocument();
    expect(within(form).getByText('请选择所在地区')).toBeInTheDocument();

    const code = within(form).getByLabelText(/统一社会信用代码/);
    await user.clear(code);
    // Typed padded and in lower case, it reads as it will be saved once the field is left.
    await user.type(code, ' 91110000ma01abcd1m ');
    await user.type(within(form).getByLabelText(/法定代表人/), '赵大海');
    expect(code).toHaveValue('91110000MA01ABCD1M');
    await user.selectOptions(within(form).getByLabelText(/企业类型/), '有限责任公司');
    await user.type(within(form).getByLabelText(/注册资本/), '8000');
    await user.type(within(form).getByLabelText(/成立日期/), '2018-05-06');
    await user.type(within(form).getByLabelText(/营业期限自/), '2018-05-06');
    await user.type(within(form).getByLabelText(/登记机关/), '北京市市场监督管理局');
    await user.selectOptions(await within(form).findByRole('combobox', { name: /省份/ }), '北京市');
    await user.selectOptions(await within(form).findByRole('combobox', { name: /城市/ }), '北京市');
    await user.type(within(form).getByLabelText(/住所/), '北京市丰台区');
    await user.type(within(form).getByLabelText(/经营范围/), '市政公用工程施工');
    await user.upload(within(form).getByLabelText(/扫描件/), new File(['%PDF-1.7'], '副本.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('副本.pdf')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(search().get('mode')).toBeNull());
    const created = state.bodies.find((entry) => entry.path === 'create')!.body;
    expect(created).toMatchObject({ creditCode: '91110000MA01ABCD1M', prov: '110000', city: '110100', regCapital: 8000, licenseFileIds: [NEW_FILE] });
    expect(created).not.toHaveProperty('region');
    expect(await screen.findByRole('region', { name: '主体信息' })).toHaveTextContent('赵大海');
    await waitFor(() => expect(displayName(sessionStore.getState())).toBe('华北路桥建设有限公司'));
    expect(state.sessionLoads).toBe(1);
  }, 30_000);

  it('shows the licence with its region names, files and change history, and resumes a draft', async () => {
    state.licence = { ...licence, hasDraft: true };
    state.draft = { entId: ENT, updateTime: TIME, legalPerson: '钱多多', licenseFileIds: [FILE] };
    serve(state);
    const { user, search } = renderPage();

    const registration = await screen.findByRole('region', { name: '登记信息' });
    expect(await within(registration).findByText('北京市 北京市')).toBeInTheDocument();
    // No end of the business term reads 长期; the capital carries its unit.
    expect(within(registration).getByText('长期')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '主体信息' })).toHaveTextContent('50,000.00 万元');
    expect(await screen.findByRole('button', { name: '下载营业执照正本.pdf' })).toBeInTheDocument();
    const history = screen.getByRole('table', { name: '变更记录' });
    expect(await within(history).findByText('李志强')).toBeInTheDocument();
    expect(within(history).getByText('修改')).toBeInTheDocument();
    // The history scrolls sideways on a phone; its scroll box is a named, focusable region for the keyboard.
    expect(screen.getByRole('region', { name: '变更记录列表' })).toHaveAttribute('tabindex', '0');

    expect(screen.getByText(/您有一份未提交的草稿/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '继续编辑草稿' }));
    expect(search().get('draft')).toBe('1');
    const form = await screen.findByRole('form', { name: '编辑营业执照' });
    expect(within(form).getByLabelText(/法定代表人/)).toHaveValue('钱多多');
    expect(within(form).getByLabelText(/企业名称/)).toHaveValue('');
    expect(screen.getByText(/正在编辑暂存的草稿/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '放弃草稿' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(state.bodies.map((entry) => entry.path)).toEqual(['discard']));
    await waitFor(() => expect(search().get('draft')).toBeNull());
    // The notice and its button are gone; focus is on the page heading, not lost to the body.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: '编辑营业执照' })).toHaveFocus());
    const recordForm = () => screen.getByRole('form', { name: '编辑营业执照' });
    await waitFor(() => expect(within(recordForm()).getByLabelText(/法定代表人/)).toHaveValue('王建国'));
    await user.click(within(recordForm()).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(state.bodies.map((entry) => entry.path)).toEqual(['discard', 'edit']));
    expect(state.bodies[1]!.body).toMatchObject({ id: ID, legalPerson: '王建国', licenseFileIds: [FILE] });
  }, 30_000);

  it('opens the licence itself from a draft link whose draft is gone', async () => {
    state.licence = licence;
    serve(state);
    renderPage('?mode=edit&draft=1');
    const form = await screen.findByRole('form', { name: '编辑营业执照' });
    expect(within(form).getByLabelText(/法定代表人/)).toHaveValue('王建国');
    expect(screen.queryByText(/正在编辑暂存的草稿/)).not.toBeInTheDocument();
  });

  it("focuses the field a reminder's 去处理 names (?mode=edit&focus=…)", async () => {
    state.licence = licence;
    serve(state);
    renderPage('?mode=edit&focus=businessTermEnd');
    const form = await screen.findByRole('form', { name: '编辑营业执照' });
    await waitFor(() => expect(within(form).getByLabelText(/营业期限至/)).toHaveFocus());
  });
});
