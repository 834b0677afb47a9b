import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';
import { loadDict, resetDictStore, toDictEntries, useDict } from './dict-store';

type DictData = components['schemas']['DictData'];

function dictRow(label: string, value: string | null, remark: string | null = null): DictData {
  return {
    dictCode: 1,
    dictSort: 0,
    dictLabel: label,
    dictValue: value as string,
    dictType: 't',
    listClass: null,
    isDefault: 'N',
    status: '0',
    remark,
    createTime: '2026-01-01T00:00:00.000Z',
  };
}

/** Serves dictionaries by type and counts the requests per type. */
function serveDicts(dicts: Record<string, DictData[]>) {
  const requests: string[] = [];
  server.use(
    http.get('/system/dict/data/type/{dictType}', ({ params, response }) => {
      requests.push(params.dictType);
      return response(200).json({ code: 200, msg: '操作成功', data: dicts[params.dictType] ?? [] });
    }),
  );
  return requests;
}

beforeEach(() => resetDictStore());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('toDictEntries', () => {
  it('maps label and value and ignores entries whose key is empty or null', () => {
    expect(toDictEntries([dictRow('是', 'Y'), dictRow('空', ''), dictRow('无', null), dictRow('否', 'N', '备注')])).toEqual([
      { label: '是', value: 'Y', remark: null },
      { label: '否', value: 'N', remark: '备注' },
    ]);
  });
});

describe('loadDict', () => {
  it('makes one request per type, shared by concurrent and later calls', async () => {
    const requests = serveDicts({ sys_yes_no: [dictRow('是', 'Y'), dictRow('否', 'N')], sys_user_sex: [dictRow('男', '0')] });
    const [first, second] = await Promise.all([loadDict('sys_yes_no'), loadDict('sys_yes_no')]);
    expect(first).toBe(second);
    expect(await loadDict('sys_yes_no')).toBe(first);
    expect(await loadDict('sys_user_sex')).toEqual([{ label: '男', value: '0', remark: null }]);
    expect(requests).toEqual(['sys_yes_no', 'sys_user_sex']);
  });

  it('ignores an empty type without a request', async () => {
    const requests = serveDicts({});
    expect(await loadDict('')).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('does not keep a failed load, so the next call tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/system/dict/data/type/{dictType}', ({ response }) => response('5XX').json({ code: 500, msg: '服务器忙' }, { status: 500 })));
    await expect(loadDict('sys_yes_no')).rejects.toMatchObject({ message: '服务器忙' });
    const requests = serveDicts({ sys_yes_no: [dictRow('是', 'Y')] });
    expect(await loadDict('sys_yes_no')).toHaveLength(1);
    expect(requests).toEqual(['sys_yes_no']);
  });
});

describe('useDict', () => {
  function StatusSelect({ id }: { id: string }) {
    const { options, isLoading } = useDict('sys_normal_disable');
    if (isLoading) return <p>加载中</p>;
    return (
      <select aria-label={`状态${id}`}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }

  it('loads once for every component using the type and gives label/value options', async () => {
    const requests = serveDicts({ sys_normal_disable: [dictRow('正常', '0'), dictRow('停用', '1'), dictRow('', null)] });
    render(
      <>
        <StatusSelect id="1" />
        <StatusSelect id="2" />
      </>,
    );
    expect(screen.getAllByText('加载中')).toHaveLength(2);
    const select = await screen.findByRole('combobox', { name: '状态1' });
    expect(Array.from(select.querySelectorAll('option')).map((option) => [option.value, option.textContent])).toEqual([
      ['0', '正常'],
      ['1', '停用'],
    ]);
    expect(screen.getByRole('combobox', { name: '状态2' })).toBeInTheDocument();
    expect(requests).toEqual(['sys_normal_disable']);
  });

  it('looks labels up by value, falling back to the value', async () => {
    serveDicts({ sys_yes_no: [dictRow('是', 'Y')] });
    const { result } = renderHook(() => useDict('sys_yes_no'));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.labelOf('Y')).toBe('是');
    expect(result.current.labelOf('X')).toBe('X');
    expect(result.current.labelOf(null)).toBe('');
  });

  it('reports a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/system/dict/data/type/{dictType}', ({ response }) => response('5XX').json({ code: 500, msg: '服务器忙' }, { status: 500 })));
    const { result } = renderHook(() => useDict('sys_yes_no'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current).toMatchObject({ isLoading: false, options: [] });
  });
});
