import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import type { FieldConfig } from '../field-config';
import { renderWidget } from '../testing/render-widget';
import { PersonPickerWidget } from './person-picker-widget';

type Person = components['schemas']['EntPersonOption'];

const people: Person[] = [
  { id: '00000000-0000-4000-8000-000000000001', name: '张三', idCard: '1101**********123X', kind: 'registered' },
  { id: '00000000-0000-4000-8000-000000000002', name: '李四', idCard: '1302**********0011', kind: 'registered' },
  { id: '00000000-0000-4000-8000-000000000003', name: '张小明', idCard: '1303**********0022', kind: 'registered' },
];

function servePeople() {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get('/portal/project/getEntPerson', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const keyword = query.get('keyword') ?? '';
      return response(200).json({ code: 200, msg: '操作成功', data: people.filter((person) => person.name.includes(keyword)) });
    }),
  );
  return requests;
}

const field: FieldConfig = { name: 'personId', label: '项目负责人', kind: 'person', personKinds: ['registered'] };

describe('PersonPickerWidget', () => {
  it('searches by a debounced keyword and selects a person by id with the keyboard', async () => {
    const requests = servePeople();
    const { user, onChange } = renderWidget(PersonPickerWidget, field);
    const select = screen.getByRole('combobox', { name: '项目负责人' });
    expect(await screen.findByRole('option', { name: '李四（1302**********0011）' })).toBeInTheDocument();
    expect(requests[0]?.getAll('kind')).toEqual(['registered']);
    expect(requests[0]?.get('pageSize')).toBe('20');

    await user.tab();
    expect(screen.getByRole('searchbox', { name: '搜索项目负责人' })).toHaveFocus();
    await user.keyboard('张小');
    await waitFor(() => expect(screen.queryByRole('option', { name: /李四/ })).not.toBeInTheDocument());
    expect(requests.map((query) => query.get('keyword'))).toEqual([null, '张小']);

    await user.tab();
    expect(select).toHaveFocus();
    await user.selectOptions(select, '张小明（1303**********0022）');
    expect(onChange).toHaveBeenLastCalledWith(people[2]!.id);

    await user.clear(screen.getByRole('searchbox', { name: '搜索项目负责人' }));
    await user.type(screen.getByRole('searchbox', { name: '搜索项目负责人' }), '李');
    await waitFor(() => expect(requests.at(-1)?.get('keyword')).toBe('李'));
    expect(select).toHaveDisplayValue('张小明（1303**********0022）');
  });

  it('shows an existing value that the search has not returned and an empty result', async () => {
    servePeople();
    const { user } = renderWidget(PersonPickerWidget, field, 'ffffffff-0000-4000-8000-000000000009');
    const select = screen.getByRole('combobox', { name: '项目负责人' });
    expect(select).toHaveDisplayValue('已选择（ffffffff-0000-4000-8000-000000000009）');
    await user.type(screen.getByRole('searchbox', { name: '搜索项目负责人' }), '王');
    expect(await screen.findByRole('option', { name: '无匹配结果' })).toBeInTheDocument();
  });
});
