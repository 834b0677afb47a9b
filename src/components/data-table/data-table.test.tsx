import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/stores/session-store';
import { DataTable, type DataTableProps } from './data-table';
import { renderWithRouter } from './testing/render-with-router';
import { type SampleRow, sampleColumns, sampleRows } from './testing/sample-table';
import { preferencesKey } from './use-table-preferences';

function renderTable(props: Partial<DataTableProps<SampleRow>> = {}, url = '/list') {
  const all: DataTableProps<SampleRow> = {
    columns: sampleColumns,
    rows: sampleRows(3),
    total: 3,
    isLoading: false,
    error: null,
    rowId: (row) => row.id,
    storageKey: 'sample',
    ...props,
  };
  return renderWithRouter(<DataTable {...all} />, url);
}

function signIn(userId: string | null) {
  sessionStore.setState({ info: userId ? ({ userId } as never) : null });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  signIn(null);
});

describe('DataTable', () => {
  it('renders formatted cells', () => {
    renderTable();
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('记录1')).toBeInTheDocument();
    expect(within(row).getByText('2026-01-02')).toBeInTheDocument();
    expect(within(row).getByText('1,234.50')).toBeInTheDocument();
  });

  it('cycles a sortable header through asc, desc and none in the URL and aria-sort', async () => {
    const user = userEvent.setup();
    const { search } = renderTable();
    const header = () => screen.getByRole('columnheader', { name: /名称/ });
    expect(header()).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: '金额' })).queryByRole('button')).toBeNull();

    await user.click(within(header()).getByRole('button', { name: '名称' }));
    expect(search().toString()).toBe('orderByColumn=name&isAsc=asc');
    expect(header()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header()).getByRole('button', { name: '名称' }));
    expect(search().get('isAsc')).toBe('desc');
    expect(header()).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header()).getByRole('button', { name: '名称' }));
    expect(search().toString()).toBe('');
  });

  it('pages through the URL and resets to page 1 on a new page size', async () => {
    const user = userEvent.setup();
    const { search } = renderTable({ total: 95 }, '/list?pageNum=2');
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 5 页')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(search().get('pageNum')).toBe('3');
    await user.click(screen.getByRole('button', { name: '末页' }));
    expect(search().get('pageNum')).toBe('5');
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('每页条数'), '50');
    expect(search().toString()).toBe('pageSize=50');
    expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument();
  });

  it('deletes the selected rows after confirmation', async () => {
    const user = userEvent.setup();
    const onDeleteSelected = vi.fn().mockResolvedValue(undefined);
    renderTable({ onDeleteSelected });
    await user.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    await user.click(screen.getByRole('checkbox', { name: '选择第 3 行' }));
    expect(screen.getByText('已选择 2 条')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('确定删除选中的 2 条记录吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onDeleteSelected).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: '选择全部' }));
    await user.click(screen.getByRole('button', { name: '批量删除' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
    expect(onDeleteSelected).toHaveBeenCalledWith(['r1', 'r2', 'r3']);
    expect(await screen.findByText('已选择 0 条')).toBeInTheDocument();
  });

  it('shows the loading, empty and error states', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { unmount } = renderTable({ isLoading: true, rows: [] });
    expect(screen.getAllByRole('rowgroup')[1]).toHaveAttribute('aria-busy', 'true');
    unmount();

    const empty = renderTable({ rows: [], total: 0 });
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    empty.unmount();

    renderTable({ rows: [], error: new Error('服务器开小差了'), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('服务器开小差了');
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('persists column visibility and density per user', async () => {
    const user = userEvent.setup();
    signIn('u1');
    const first = renderTable();
    await user.click(screen.getByRole('button', { name: '列设置' }));
    // The popover is a dialog; axe (aria-dialog-name) requires it to have a name.
    expect(screen.getByRole('dialog', { name: '列设置' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '金额' }));
    expect(screen.queryByRole('columnheader', { name: '金额' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '紧凑' }));
    expect(JSON.parse(localStorage.getItem(preferencesKey('sample', 'u1'))!)).toEqual({
      columnVisibility: { amount: false },
      density: 'compact',
    });
    first.unmount();

    renderTable();
    expect(screen.queryByRole('columnheader', { name: '金额' })).toBeNull();
    expect(screen.getByRole('button', { name: '紧凑' })).toHaveAttribute('aria-pressed', 'true');

    signIn('u2');
    expect(await screen.findByRole('columnheader', { name: '金额' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '紧凑' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('renders only a window of a 500-row page, inside a real table', async () => {
    // jsdom lays nothing out; give the scroll container a 600 px viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderTable({ rows: sampleRows(500), total: 500 }, '/list?pageSize=500');
    const body = screen.getAllByRole('rowgroup')[1]!;
    const rendered = await within(body).findAllByRole('row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '2');
  });
});

describe('DataTable edges', () => {
  it('moves back to the last page when the current one is past the end', async () => {
    const { search } = renderTable({ rows: [], total: 45 }, '/list?pageNum=4');
    await vi.waitFor(() => expect(search().get('pageNum')).toBe('3'));
  });

  it('corrects a page past the end in place, so browser back leaves it instead of landing on it again', async () => {
    const { router, search } = renderTable({ rows: [], total: 45 }, '/list?pageNum=4');
    await vi.waitFor(() => expect(search().get('pageNum')).toBe('3'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('calls onExport from the toolbar', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn().mockResolvedValue(undefined);
    renderTable({ onExport });
    await user.click(screen.getByRole('button', { name: '导出' }));
    expect(onExport).toHaveBeenCalledOnce();
  });

  it('keeps the selection across a refetch of the same rows', async () => {
    const user = userEvent.setup();
    const props: Partial<DataTableProps<SampleRow>> = { onDeleteSelected: vi.fn() };
    const { router } = renderTable(props);
    await user.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(screen.getByText('已选择 1 条')).toBeInTheDocument();
    await act(() => router.navigate('/list?unrelated=1'));
    expect(router.state.location.search).toBe('?unrelated=1');
    expect(screen.getByText('已选择 1 条')).toBeInTheDocument();
  });
});
