import { screen, waitFor, within } from '@testing-library/react';
import { projectUi } from '@forms/project.ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveDicts } from '@/components/schema/testing/render-schema-form';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { project, PROJECT_DICTS } from './testing/projects';
import { renderRecordPage } from './testing/render-record-page';

function serveList(requests: URLSearchParams[] = []) {
  server.use(
    http.get('/portal/project/list', ({ request, response }) => {
      requests.push(new URL(request.url).searchParams);
      const rows = [
        project(1, { projectCode: null }),
        project(2, { projectType: 'municipal', prov: '130000', city: '130100', completionDate: '2026-06-30', stage: 'completed' }),
      ];
      return response(200).json({ code: 200, msg: '查询成功', rows, total: 2 });
    }),
  );
  return requests;
}

function serveDetail() {
  server.use(http.get('/portal/project/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: project(1) })));
}

beforeEach(() => serveDicts(PROJECT_DICTS));
afterEach(() => resetDictStore());

describe('project list', () => {
  it('shows dictionary and region labels and amounts in 万元, and filters by stage', async () => {
    const requests = serveList();
    const { user, search } = renderRecordPage(projectUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('综合楼2')).toBeInTheDocument();
    expect(await within(table).findByText('市政公用工程')).toBeInTheDocument();
    expect(await within(table).findByText('石家庄市')).toBeInTheDocument();
    expect(within(table).getAllByText('施工总承包')).toHaveLength(2);
    expect(within(table).getAllByText('1,250.50')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /合同金额（万元）/ })).toBeInTheDocument();
    expect(within(table).getByText('在建')).toBeInTheDocument();
    expect(within(table).getByText('竣工')).toBeInTheDocument();
    expect(within(table).getByText('未填写')).toBeInTheDocument();

    const form = screen.getByRole('search', { name: '查询条件' });
    await user.selectOptions(within(form).getByLabelText('项目状态'), await within(form).findByRole('option', { name: '竣工' }));
    await user.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requests.at(-1)?.getAll('stage')).toEqual(['completed']));
    expect(search().get('stage')).toBe('completed');
  });

  it('deletes a project after confirmation', async () => {
    serveList();
    const deleted: string[] = [];
    server.use(
      http.post('/portal/project/delete/{id}', ({ params, response }) => {
        deleted.push(params.id);
        return response(200).json({ code: 200, msg: '操作成功' });
      }),
    );
    const { user } = renderRecordPage(projectUi);
    await user.click(await screen.findByRole('button', { name: '删除 综合楼2（P-2）' }));
    const dialog = await screen.findByRole('alertdialog', { name: '删除确认' });
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(deleted).toEqual([]);
    // A project without a platform code goes by its name.
    await user.click(screen.getByRole('button', { name: '删除 综合楼1' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: '删除确认' })).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(deleted).toEqual([project(1).id]));
  });
});

describe('project form', () => {
  async function openCreate(bodies: unknown[] = []) {
    serveList();
    server.use(
      http.post('/portal/project', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功', data: project(9) });
      }),
    );
    const view = renderRecordPage(projectUi);
    await view.user.click(await screen.findByRole('button', { name: '新增' }));
    const form = screen.getByRole('form', { name: '新增监管平台项目' });
    return { ...view, form, region: within(form).getByRole('group', { name: /项目所在地/ }) };
  }

  it('asks for the whole region and checks the completion dates', async () => {
    const bodies: unknown[] = [];
    const { user, form, region } = await openCreate(bodies);
    await user.type(within(form).getByLabelText(/开工日期/), '2026-03-01');
    await user.type(within(form).getByLabelText(/^\*?竣工日期/), '2026-02-01');
    await user.type(within(form).getByLabelText(/计划竣工日期/), '2026-02-15');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择项目所在地')).toBeInTheDocument();
    expect(within(form).getByText('竣工日期不能早于开工日期')).toBeInTheDocument();
    expect(within(form).getByText('计划竣工日期不能早于开工日期')).toBeInTheDocument();

    await user.selectOptions(within(region).getByRole('combobox', { name: '项目所在地省份' }), await within(region).findByRole('option', { name: '河北省' }));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请选择项目所在地')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('posts the region as prov and city, and the stage in progress unless changed', async () => {
    const bodies: unknown[] = [];
    const { user, form, region, search } = await openCreate(bodies);
    await waitFor(() => expect(within(form).getByLabelText(/项目状态/)).toHaveDisplayValue('在建'));
    await user.type(within(form).getByLabelText(/项目名称/), '新办公楼');
    await user.selectOptions(within(form).getByLabelText(/项目类型/), await within(form).findByRole('option', { name: '房屋建筑工程' }));
    await user.selectOptions(within(form).getByLabelText(/企业角色/), await within(form).findByRole('option', { name: '专业承包' }));
    await user.selectOptions(within(region).getByRole('combobox', { name: '项目所在地省份' }), await within(region).findByRole('option', { name: '河北省' }));
    await user.selectOptions(within(region).getByRole('combobox', { name: '项目所在地城市' }), await within(region).findByRole('option', { name: '石家庄市' }));
    await user.type(within(form).getByLabelText(/合同金额/), '880.5');
    await user.type(within(form).getByLabelText(/开工日期/), '2026-03-01');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toEqual([
      {
        projectName: '新办公楼',
        stage: 'in_progress',
        projectType: 'building',
        prov: '130000',
        city: '130100',
        entRole: 'specialty_contractor',
        contractAmount: 880.5,
        startDate: '2026-03-01',
      },
    ]);
  });

  it('shows a project with its region names and edits it with the region filled in', async () => {
    serveList();
    serveDetail();
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/project/edit', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '操作成功', data: project(1) });
      }),
    );
    const { user, search } = renderRecordPage(projectUi, `?id=${project(1).id}`);
    expect(await screen.findByRole('heading', { name: '监管平台项目详情：综合楼1（P-1）' })).toBeInTheDocument();
    const basic = screen.getByRole('region', { name: '项目信息' });
    expect(await within(basic).findByText('北京市 北京市')).toBeInTheDocument();
    expect(await within(basic).findByText('施工总承包')).toBeInTheDocument();
    expect(await within(basic).findByText('在建')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '合同与工期' })).getByText('2027-06-30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑监管平台项目' });
    const region = within(form).getByRole('group', { name: /项目所在地/ });
    await waitFor(() => expect(within(region).getByRole('combobox', { name: '项目所在地城市' })).toHaveDisplayValue('北京市'));
    const name = within(form).getByLabelText(/项目名称/);
    await user.clear(name);
    await user.type(name, '综合楼一期');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    expect(bodies).toEqual([expect.objectContaining({ id: project(1).id, projectName: '综合楼一期', prov: '110000', city: '110100' })]);
    expect(bodies[0]).not.toHaveProperty('region');
  });
});
