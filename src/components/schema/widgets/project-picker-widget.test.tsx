import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import { renderWidget } from '../testing/render-widget';
import { ProjectPickerWidget } from './project-picker-widget';

type Project = components['schemas']['EntProjectOption'];

const projects: Project[] = [
  { id: '00000000-0000-4000-8000-0000000000a1', projectName: '一号教学楼', projectCode: 'P-2026-001' },
  { id: '00000000-0000-4000-8000-0000000000a2', projectName: '滨江大道', projectCode: 'P-2026-002' },
  { id: '00000000-0000-4000-8000-0000000000a3', projectName: '城南安置房', projectCode: null },
];

describe('ProjectPickerWidget', () => {
  it('searches projects by a debounced keyword and selects one by id', async () => {
    const keywords: (string | null)[] = [];
    server.use(
      http.get('/portal/project/getEntProject', ({ request, response }) => {
        const keyword = new URL(request.url).searchParams.get('keyword');
        keywords.push(keyword);
        return response(200).json({ code: 200, msg: '操作成功', data: projects.filter((project) => project.projectName.includes(keyword ?? '')) });
      }),
    );
    const { user, onChange } = renderWidget(ProjectPickerWidget, { name: 'projectId', label: '所属项目', kind: 'project' });
    expect(await screen.findByRole('option', { name: '滨江大道（P-2026-002）' })).toBeInTheDocument();
    // A project still without a platform code is offered by its name.
    expect(screen.getByRole('option', { name: '城南安置房' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: '搜索所属项目' }), '教学');
    await waitFor(() => expect(screen.queryByRole('option', { name: /滨江大道/ })).not.toBeInTheDocument());
    expect(keywords).toEqual([null, '教学']);
    await user.selectOptions(screen.getByRole('combobox', { name: '所属项目' }), '一号教学楼（P-2026-001）');
    expect(onChange).toHaveBeenLastCalledWith(projects[0]!.id);
  });

  it('says so when the options cannot be loaded', async () => {
    server.use(http.get('/portal/project/getEntProject', ({ response }) => response('5XX').json({ code: 500, msg: '服务器异常' }, { status: 500 })));
    renderWidget(ProjectPickerWidget, { name: 'projectId', label: '所属项目', kind: 'project' });
    expect(await screen.findByRole('option', { name: '加载失败' })).toBeInTheDocument();
  });
});
