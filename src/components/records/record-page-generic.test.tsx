import { screen, waitFor, within } from '@testing-library/react';
import type { RecordUiConfig } from '@forms/record-ui';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { http, server } from '@/testing/msw-server';
import { renderRecordPage } from './testing/render-record-page';

// A record type declared only as data: the generic pages must show it with no component of its own.
const contactUi: RecordUiConfig = {
  key: 'contact',
  noun: '联系人',
  schema: z.object({ name: z.string().min(1), note: z.string().max(10).optional() }),
  sections: [{ id: 'main', title: '联系信息' }],
  fields: [
    { name: 'name', label: '联系人姓名', kind: 'text', required: true, section: 'main' },
    { name: 'note', label: '备注', kind: 'textarea', section: 'main', derive: (value) => (value === '同上' ? { name: '同上人员' } : null) },
  ],
  columns: [
    { id: 'name', header: '联系人姓名', sortable: true },
    { id: 'note', header: '备注' },
  ],
  filters: [{ name: 'name', label: '联系人姓名', kind: 'text' }],
  operations: {
    list: '/portal/person/getElseList',
    detail: '/portal/person/getElseDetail/{id}',
    create: '/portal/person/addElse',
    update: '/portal/person/updateElse',
    delete: '/portal/person/deleteElse/{id}',
  },
  title: (record) => String(record.name ?? ''),
};

const ID = '00000000-0000-4000-8000-000000000001';
const row = { id: ID, name: '赵六', note: '值班' };

function serve(bodies: unknown[]) {
  server.use(
    http.get('/portal/person/getElseList', ({ response }) => response(200).json({ code: 200, msg: '查询成功', rows: [row] as never, total: 1 })),
    http.get('/portal/person/getElseDetail/{id}', ({ response }) => response(200).json({ code: 200, msg: '查询成功', data: row as never })),
    http.post('/portal/person/updateElse', async ({ request, response }) => {
      bodies.push(await request.json());
      return response(200).json({ code: 200, msg: '操作成功', data: row as never });
    }),
  );
}

describe('a record type declared only as config', () => {
  it('gets a list, a detail view and an edit form', async () => {
    const bodies: unknown[] = [];
    serve(bodies);
    const { user, search, router } = renderRecordPage(contactUi);
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('赵六')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: '查询条件' })).toContainElement(screen.getByLabelText('联系人姓名'));

    await user.click(screen.getByRole('button', { name: '查看 赵六' }));
    expect(search().get('id')).toBe(ID);
    expect(await screen.findByRole('heading', { name: '联系人详情：赵六' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: '联系信息' });
    expect(within(section).getByText('值班')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑联系人' });
    expect(within(form).getByRole('group', { name: '联系信息' })).toBeInTheDocument();
    expect(within(form).getByLabelText(/联系人姓名/)).toHaveValue('赵六');
    const note = within(form).getByLabelText(/备注/);
    await user.clear(note);
    await user.type(note, '同上');
    await waitFor(() => expect(within(form).getByLabelText(/联系人姓名/)).toHaveValue('同上人员'));
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(bodies).toEqual([{ id: ID, name: '同上人员', note: '同上' }]));
    await waitFor(() => expect(search().get('mode')).toBeNull());
    // The saved form's history entry is replaced: browser back does not reopen it.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('generic record pages', () => {
  it('show zod’s own checks in Chinese', async () => {
    serve([]);
    const { user } = renderRecordPage(contactUi, `?mode=edit&id=${ID}`);
    const form = await screen.findByRole('form', { name: '编辑联系人' });
    await user.type(within(form).getByLabelText(/备注/), '这是一段超过十个字的备注内容');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('不能超过 10 个字符')).toBeInTheDocument();
  });

  it('offer no 新增, 编辑 or 删除 for a record type without those operations', async () => {
    serve([]);
    const readOnlyUi: RecordUiConfig = { ...contactUi, operations: { list: contactUi.operations.list, detail: contactUi.operations.detail } };
    const { user } = renderRecordPage(readOnlyUi, '?mode=create');
    const table = await screen.findByRole('table', { name: '记录信息' });
    expect(await within(table).findByText('赵六')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑 赵六' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除 赵六' })).toBeNull();
    expect(within(table).queryByRole('checkbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: '查看 赵六' }));
    expect(await screen.findByRole('heading', { name: '联系人详情：赵六' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回列表' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });
});

