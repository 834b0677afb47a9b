import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FilterConfig } from './table-config';
import { parseTableUrlState, serializeTableUrlState, toListQuery } from './table-url-state';
import { renderWithRouter } from './testing/render-with-router';
import { sampleFilters } from './testing/sample-table';
import { type TableUrlController, useTableUrlState } from './use-table-url-state';

const parse = (query: string) => parseTableUrlState(new URLSearchParams(query), { filters: sampleFilters });

describe('parseTableUrlState', () => {
  it('gives defaults for an empty URL', () => {
    expect(parse('')).toEqual({ pageNum: 1, pageSize: 20, filters: {} });
  });

  it('reads valid values', () => {
    expect(parse('pageNum=3&pageSize=50&orderByColumn=issueDate&isAsc=desc&name=甲&issueDateBegin=2026-01-01')).toEqual({
      pageNum: 3,
      pageSize: 50,
      orderByColumn: 'issueDate',
      isAsc: 'desc',
      filters: { name: '甲', issueDateBegin: '2026-01-01' },
    });
  });

  it.each([
    ['pageNum=0', { pageNum: 1 }],
    ['pageNum=2.5', { pageNum: 1 }],
    ['pageNum=abc', { pageNum: 1 }],
    ['pageSize=30', { pageSize: 20 }],
    ['pageSize=-10', { pageSize: 20 }],
  ])('falls back to defaults for %s', (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it('drops a bad sort column, defaults the direction, and drops bad dates and unknown params', () => {
    expect(parse('orderByColumn=1;drop').orderByColumn).toBeUndefined();
    expect(parse('orderByColumn=name&isAsc=sideways').isAsc).toBe('asc');
    expect(parse('issueDateEnd=tomorrow&other=x').filters).toEqual({});
    const sortable = parseTableUrlState(new URLSearchParams('orderByColumn=secret'), { sortable: ['name'] });
    expect(sortable.orderByColumn).toBeUndefined();
  });

  it('keeps only the choices an options filter offers', () => {
    const filters: FilterConfig[] = [{ name: 'phase', label: '阶段', kind: 'options', options: [{ value: 'open', label: '进行中' }] }];
    expect(parseTableUrlState(new URLSearchParams('phase=open'), { filters }).filters).toEqual({ phase: 'open' });
    expect(parseTableUrlState(new URLSearchParams('phase=someday'), { filters }).filters).toEqual({});
  });
});

describe('serializeTableUrlState', () => {
  it('leaves defaults out, keeps unrelated params and round-trips', () => {
    const state = parse('pageNum=2&orderByColumn=name&isAsc=asc&code=A1');
    const params = serializeTableUrlState(new URLSearchParams('tab=2&name=old'), state, { filters: sampleFilters });
    expect(params.toString()).toBe('tab=2&pageNum=2&orderByColumn=name&isAsc=asc&code=A1');
    expect(parse(params.toString())).toEqual(state);
    expect(serializeTableUrlState(new URLSearchParams(), parse('')).toString()).toBe('');
  });

  it('builds the list query', () => {
    expect(toListQuery(parse('orderByColumn=name&name=甲'))).toEqual({ pageNum: 1, pageSize: 20, orderByColumn: 'name', isAsc: 'asc', name: '甲' });
  });
});

describe('useTableUrlState', () => {
  function setup(url: string) {
    const current: { value?: TableUrlController } = {};
    function Probe() {
      current.value = useTableUrlState({ filters: sampleFilters });
      return null;
    }
    const view = renderWithRouter(<Probe />, url);
    return { ...view, url: () => current.value! };
  }

  it('resets to page 1 when filters change, but not when sorting', () => {
    const { url, search } = setup('/list?pageNum=4&name=甲');
    act(() => url().setSort('name', 'desc'));
    expect(search().get('pageNum')).toBe('4');
    expect(url().state.isAsc).toBe('desc');
    act(() => url().setFilters({ code: 'B2' }));
    expect(search().get('pageNum')).toBeNull();
    expect(search().get('name')).toBeNull();
    expect(url().state).toMatchObject({ pageNum: 1, filters: { code: 'B2' }, orderByColumn: 'name' });
  });

  it('resets to page 1 when the page size changes and clears the sort', () => {
    const { url, search } = setup('/list?pageNum=4&orderByColumn=name');
    act(() => url().setPageSize(100));
    expect(search().toString()).toBe('pageSize=100&orderByColumn=name&isAsc=asc');
    act(() => url().setSort(undefined));
    expect(search().toString()).toBe('pageSize=100');
  });
});
