import { type FilterConfig, filterParamNames } from './table-config';

/** Page sizes a user may pick; anything else in the URL falls back to the default. */
export const PAGE_SIZES = [10, 20, 50, 100, 500] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
/** The contract's IsAsc values (openapi/components/common.yaml). */
export type SortDirection = 'asc' | 'desc';

const MAX_PAGE_NUM = 100_000;
const COLUMN_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TABLE_PARAMS = ['pageNum', 'pageSize', 'orderByColumn', 'isAsc'] as const;

/** Table state as it lives in the URL: page, sort and filter values (param name → non-empty string). */
export interface TableUrlState {
  pageNum: number;
  pageSize: PageSize;
  orderByColumn?: string;
  isAsc?: SortDirection;
  filters: Record<string, string>;
}

export interface TableUrlOptions {
  filters?: readonly FilterConfig[];
  /** When given, an orderByColumn outside this list falls back to no sort. */
  sortable?: readonly string[];
}

/** Parses table state from search params; every invalid or missing value falls back to its default. */
export function parseTableUrlState(params: URLSearchParams, options: TableUrlOptions = {}): TableUrlState {
  const pageNum = Number(params.get('pageNum'));
  const pageSize = Number(params.get('pageSize'));
  const column = params.get('orderByColumn') ?? '';
  const direction = params.get('isAsc');
  const sortOk = COLUMN_PATTERN.test(column) && (!options.sortable || options.sortable.includes(column));
  const state: TableUrlState = {
    pageNum: Number.isInteger(pageNum) && pageNum >= 1 && pageNum <= MAX_PAGE_NUM ? pageNum : 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? DEFAULT_PAGE_SIZE,
    filters: {},
  };
  if (sortOk) {
    state.orderByColumn = column;
    state.isAsc = direction === 'desc' ? 'desc' : 'asc';
  }
  for (const filter of options.filters ?? []) {
    for (const name of filterParamNames(filter)) {
      const value = params.get(name)?.trim();
      if (!value) continue;
      if (filter.kind === 'date-range' && !DATE_PATTERN.test(value)) continue;
      if (filter.kind === 'options' && !filter.options?.some((option) => option.value === value)) continue;
      state.filters[name] = value;
    }
  }
  return state;
}

/**
 * Writes table state into a copy of `params`, keeping unrelated params. Defaults are left out so a
 * fresh table has a clean URL. Filter params not in `filters` are removed.
 */
export function serializeTableUrlState(
  params: URLSearchParams,
  state: TableUrlState,
  options: TableUrlOptions = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of TABLE_PARAMS) next.delete(name);
  for (const filter of options.filters ?? []) for (const name of filterParamNames(filter)) next.delete(name);
  if (state.pageNum !== 1) next.set('pageNum', String(state.pageNum));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set('pageSize', String(state.pageSize));
  if (state.orderByColumn) {
    next.set('orderByColumn', state.orderByColumn);
    next.set('isAsc', state.isAsc ?? 'asc');
  }
  for (const [name, value] of Object.entries(state.filters)) if (value.trim()) next.set(name, value.trim());
  return next;
}

/**
 * The query params for a list call (`pageNum`, `pageSize`, sort and filters), ready for `params.query`.
 *
 * @example $api.useQuery('get', '/portal/api/…/list', { params: { query: toListQuery(state) } })
 */
export function toListQuery(state: TableUrlState): Record<string, string | number> {
  const query: Record<string, string | number> = { pageNum: state.pageNum, pageSize: state.pageSize, ...state.filters };
  if (state.orderByColumn) {
    query.orderByColumn = state.orderByColumn;
    query.isAsc = state.isAsc ?? 'asc';
  }
  return query;
}
