import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDictStore } from '@/lib/dict/dict-store';
import { http, server } from '@/testing/msw-server';
import { SearchForm } from './search-form';
import { renderWithRouter } from './testing/render-with-router';
import { sampleFilters } from './testing/sample-table';

function dictHandler() {
  server.use(
    http.get('/system/dict/data/type/{dictType}', ({ response }) =>
      response(200).json({
        code: 200,
        msg: '操作成功',
        data: [
          { dictCode: 1, dictSort: 1, dictLabel: '正常', dictValue: '0', dictType: 'sys_normal_disable', isDefault: 'N', status: '0' },
          { dictCode: 2, dictSort: 2, dictLabel: '停用', dictValue: '1', dictType: 'sys_normal_disable', isDefault: 'N', status: '0' },
        ],
      } as never),
    ),
  );
}

afterEach(() => resetDictStore());

describe('SearchForm', () => {
  it('writes the filters into the URL on 查询, back on page 1, and 重置 clears them', async () => {
    dictHandler();
    const user = userEvent.setup();
    const { search } = renderWithRouter(<SearchForm filters={sampleFilters} />, '/list?pageNum=3&orderByColumn=name&isAsc=asc');
    const form = screen.getByRole('search', { name: '查询条件' });

    await user.type(within(form).getByLabelText('名称'), '甲公司');
    await screen.findByRole('option', { name: '停用' });
    await user.selectOptions(within(form).getByLabelText('状态'), '停用');
    await user.type(within(form).getByLabelText('发证日期起'), '2026-01-01');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    expect(Object.fromEntries(search())).toEqual({
      orderByColumn: 'name',
      isAsc: 'asc',
      name: '甲公司',
      status: '1',
      issueDateBegin: '2026-01-01',
    });

    await user.click(within(form).getByRole('button', { name: '重置' }));
    expect(search().toString()).toBe('orderByColumn=name&isAsc=asc');
    expect(within(form).getByLabelText('名称')).toHaveValue('');
  });

  it('fills the fields from the URL and collapses beyond three filters', async () => {
    dictHandler();
    const user = userEvent.setup();
    renderWithRouter(<SearchForm filters={sampleFilters} />, '/list?name=乙');
    expect(screen.getByLabelText('名称')).toHaveValue('乙');
    expect(screen.queryByLabelText('编号')).toBeNull();

    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByLabelText('编号')).toHaveValue('');
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts expanded when the URL applies a filter that would be collapsed, so it is not applied unseen', async () => {
    dictHandler();
    const { router } = renderWithRouter(<SearchForm filters={sampleFilters} />, '/list?code=A1&name=乙');
    expect(screen.getByLabelText('编号')).toHaveValue('A1');
    expect(screen.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/list'));
    await act(() => router.navigate('/list?code=B2'));
    expect(screen.getByLabelText('编号')).toHaveValue('B2');
  });

  it('refuses a date range whose start is after its end, with a message', async () => {
    dictHandler();
    const user = userEvent.setup();
    const { search } = renderWithRouter(<SearchForm filters={sampleFilters} />, '/list');
    const form = screen.getByRole('search', { name: '查询条件' });
    await user.type(within(form).getByLabelText('发证日期起'), '2026-05-01');
    await user.type(within(form).getByLabelText('发证日期止'), '2026-01-01');
    expect(within(form).getByLabelText('发证日期止')).toHaveAttribute('min', '2026-05-01');
    await user.click(within(form).getByRole('button', { name: '查询' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('发证日期的开始日期不能晚于结束日期');
    expect(search().toString()).toBe('');
    await user.clear(within(form).getByLabelText('发证日期止'));
    await user.type(within(form).getByLabelText('发证日期止'), '2026-06-01');
    expect(within(form).queryByRole('alert')).toBeNull();
    await user.click(within(form).getByRole('button', { name: '查询' }));
    expect(search().get('issueDateEnd')).toBe('2026-06-01');
  });
});
