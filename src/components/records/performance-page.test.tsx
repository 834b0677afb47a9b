import { screen, waitFor, within } from '@testing-library/react';
import { performanceUi } from '@forms/performance.ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { performance, PERFORMANCE_DICTS } from './testing/performances';
import { renderRecordPage } from './testing/render-record-page';

const PERSON = { id: '00000000-0000-4000-8000-000000000102', name: '李四', idCard: '1302**********0011', kind: 'registered' as const };
const PROJECT = { id: '00000000-0000-4000-8000-000000000202', projectName: '综合楼2', projectCode: 'P-2' };

function serveList(requests: URLSearchParams[] = []) {
  server.use(
    http.get('/portal/achievement/list', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      const rows = [performance(1), performance(2, { role: 'technical_director', periodEnd: '2026-01-31' })];
      return response(200).json({ code: 200, msg: '查询成功', rows, total: 2 });
    }),
  );
  return requests;
}

function servePickers(personRequests: URLSearchParams[] = []) {
  server.use(
    http.get('/portal/project/getEntPerson', ({ request, response }) => {
      personRequests.push(new URL(request.url).searchParams);
      return response(200).json({ code: 200, msg: '操作成功', data: [PERSON] });
    }),
    http.get('/portal/project/getEntProject', ({ response }) => response(200).json({ code: 200, msg: '操作成功', data: [PROJECT] })),
  );
  return personRequests;
}

function serveDetail(requests: URLSearchParams[] = []) {
  server.use(
    http.get('/portal/achievement/detail', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      return response(200).json({ code: 200, msg: '查询成功', data: performance(1) });
    }),
  );
  return requests;
}

beforeEach(() => serveDicts(PERFORMANCE_DICTS));
afterEach(() => resetDictStore());

describe('performance list', () => {
  it('shows the person’s and project’s names and the role, and filters by name', async () => {
    const requests = serveList();
    const { user } = renderRecordPage(performanceUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('人员2')).toBeInTheDocument();
    expect(within(table).getAllByText('综合楼1')).toHaveLength(2);
    expect(await within(table).findByText('技术负责人')).toBeInTheDocument();
    expect(within(table).getByText('2026-01-31')).toBeInTheDocument();

    const form = screen.getByRole('search', { name: '查询条件' });
    await user.type(within(form).getByLabelText('人员姓名'), '人员');
    await user.type(within(form).getByLabelText('项目名称'), '综合');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requests.at(-1)?.get('personName')).toBe('人员'));
    expect(requests.at(-1)?.get('projectName')).toBe('综合');
  });

  it('deletes a record after confirmation', async () => {
    serveList();
    const deleted: string[] = [];
    server.use(
      http.post('/portal/achievement/delete/{id}', ({ params, response }) => {
        deleted.push(params.id);
        return response(200).json({ code: 200, msg: '操作成功' });
      }),
    );
    const { user } = renderRecordPage(performanceUi);
    await user.click(await screen.findByRole('button', { name: '删除 人员1（综合楼1）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除确认' });
    expect(dialog).toHaveTextContent('确定删除“人员1（综合楼1）”吗？');
    expect(deleted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([performance(1).id]));
  });
});

describe('performance form', () => {
  async function openCreate(bodies: unknown[] = []) {
    serveList();
    const personRequests = servePickers();
    server.use(
      http.post('/portal/achievement/addProject', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功', data: performance(9) });
      }),
    );
    const view = renderRecordPage(performanceUi);
    await view.user.click(await screen.findByRole('button', { name: '新增' }));
    return { ...view, personRequests, form: screen.getByRole('form', { name: '新增人员业绩' }) };
  }

  it('asks for the person, project and role and checks the period', async () => {
    const bodies: unknown[] = [];
    const { user, form } = await openCreate(bodies);
    await user.type(within(form).getByLabelText(/任职开始日期/), '2026-03-01');
    await user.type(within(form).getByLabelText(/任职结束日期/), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择人员')).toBeInTheDocument();
    expect(within(form).getByText('请选择项目')).toBeInTheDocument();
    expect(within(form).getByText('请选择岗位')).toBeInTheDocument();
    expect(within(form).getByText('任职结束日期不能早于开始日期')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('picks a registered person and a project and posts their ids', async () => {
    const bodies: unknown[] = [];
    const { user, form, search, personRequests } = await openCreate(bodies);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^\*?人员$/ }), await within(form).findByRole('option', { name: '李四（1302**********0011）' }));
    expect(personRequests[0]?.getAll('kind')).toEqual(['registered']);
    await user.selectOptions(within(form).getByRole('combobox', { name: /^\*?项目$/ }), await within(form).findByRole('option', { name: '综合楼2（P-2）' }));
    await user.selectOptions(within(form).getByLabelText(/岗位/), await within(form).findByRole('option', { name: '技术负责人' }));
    await user.type(within(form).getByLabelText(/任职开始日期/), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toEqual([{ personId: PERSON.id, projectId: PROJECT.id, role: 'technical_director', periodStart: '2026-03-01' }]);
  });

  it('loads the details by a query id, shows the names and saves an edit', async () => {
    serveList();
    servePickers();
    const detailRequests = serveDetail();
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/achievement/edit', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功', data: performance(1) });
      }),
    );
    const { user, search } = renderRecordPage(performanceUi, `?id=${performance(1).id}`);
    expect(await screen.findByRole('heading', { name: '人员业绩详情：人员1（综合楼1）' })).toBeInTheDocument();
    expect(detailRequests[0]?.get('id')).toBe(performance(1).id);
    const basic = screen.getByRole('region', { name: '业绩信息' });
    expect(within(basic).getByText('人员1')).toBeInTheDocument();
    expect(within(basic).getByText('综合楼1')).toBeInTheDocument();
    expect(await within(basic).findByText('项目负责人（项目经理）')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑人员业绩' });
    // The person and project are not among the pickers' first options: the record's names are shown, not ids.
    expect(await within(form).findByRole('option', { name: '人员1', selected: true })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: '综合楼1', selected: true })).toBeInTheDocument();
    expect(within(form).queryByText(/已选择（/)).not.toBeInTheDocument();
    const start = within(form).getByLabelText(/任职开始日期/);
    expect(start).toHaveValue('2025-03-01');
    await user.clear(start);
    expect(start).toHaveValue('');
    await user.type(start, '2025-04-01');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toEqual([
      {
        id: performance(1).id,
        personId: performance(1).personId,
        projectId: performance(1).projectId,
        role: 'project_manager',
        periodStart: '2025-04-01',
      },
    ]);
  });
});
