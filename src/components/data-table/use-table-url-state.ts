import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseTableUrlState,
  serializeTableUrlState,
  type PageSize,
  type SortDirection,
  type TableUrlOptions,
  type TableUrlState,
} from './table-url-state';

export interface TableUrlController {
  state: TableUrlState;
  /** `replace` corrects the current history entry instead of adding one (e.g. a page past the end). */
  setPageNum(pageNum: number, options?: { replace?: boolean }): void;
  /** Also goes back to page 1, since the old page may no longer exist. */
  setPageSize(pageSize: PageSize): void;
  /** `undefined` clears the sort. Keeps the page. */
  setSort(orderByColumn: string | undefined, isAsc?: SortDirection): void;
  /** Replaces every filter value and goes back to page 1. */
  setFilters(filters: Record<string, string>): void;
}

/**
 * The one place a table's page, sort and filters live: the URL search params. Pages call it with their
 * filters to build the list query; the DataTable calls it for paging and sorting.
 *
 * @example
 * const { state } = useTableUrlState({ filters });
 * const list = $api.useQuery('get', path, { params: { query: toListQuery(state) } });
 */
export function useTableUrlState(options: TableUrlOptions = {}): TableUrlController {
  const [params, setParams] = useSearchParams();
  const { filters, sortable } = options;
  const state = useMemo(() => parseTableUrlState(params, { filters, sortable }), [params, filters, sortable]);

  const update = useCallback(
    (change: (current: TableUrlState) => TableUrlState, replace = false) =>
      setParams(
        (current) => {
          const opts = { filters, sortable };
          return serializeTableUrlState(current, change(parseTableUrlState(current, opts)), opts);
        },
        { replace },
      ),
    [setParams, filters, sortable],
  );

  return useMemo(
    () => ({
      state,
      setPageNum: (pageNum, options) => update((current) => ({ ...current, pageNum }), options?.replace),
      setPageSize: (pageSize) => update((current) => ({ ...current, pageSize, pageNum: 1 })),
      setSort: (orderByColumn, isAsc) =>
        update(({ orderByColumn: _column, isAsc: _direction, ...current }) =>
          orderByColumn ? { ...current, orderByColumn, isAsc: isAsc ?? 'asc' } : current,
        ),
      setFilters: (next) => update((current) => ({ ...current, filters: next, pageNum: 1 })),
    }),
    [state, update],
  );
}
