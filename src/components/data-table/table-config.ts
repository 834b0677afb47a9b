/**
 * One column of a generic server-side table, declared in a record file under forms/. Framework-free so those
 * files can import it. `id` is also the `orderByColumn` sent to the server when the column is sortable.
 *
 * @example
 * { id: 'issueDate', header: '发证日期', sortable: true, format: 'date' }
 * { id: 'status', header: '状态', format: 'dict', dictType: 'sys_normal_disable' }
 */
export interface ColumnConfig {
  id: string;
  header: string;
  /** Dotted path into the row (`ent.name`); defaults to `id`. */
  accessor?: string;
  sortable?: boolean;
  /** Shown in the search form when a FilterConfig has the same name; informational for now. */
  filterable?: boolean;
  /** CSS width, e.g. 120 (px) or '12rem'. */
  width?: number | string;
  format?: ColumnFormat;
  /** The dictionary type of `format: 'dict'` columns. */
  dictType?: string;
}

/** `id-card` masks a mainland ID number (110105********002X) in cells and exports. */
export type ColumnFormat = 'date' | 'datetime' | 'money' | 'dict' | 'id-card';

/** One choice of an `options` filter. */
export interface FilterOption {
  value: string;
  label: string;
}

/**
 * One field of the search form above a table. Its value lives in the URL under `name`; a date range
 * uses two params, `${name}Begin` and `${name}End` unless `beginName`/`endName` say otherwise
 * (the contract's beginTime/endTime pair: `{ name: 'time', beginName: 'beginTime', endName: 'endTime' }`).
 *
 * @example
 * { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable' }
 * { name: 'status', label: '状态', kind: 'options', options: [{ value: 'inProgress', label: '在建' }] }
 */
export interface FilterConfig {
  name: string;
  label: string;
  kind: FilterKind;
  /** The dictionary type of `kind: 'dict'` filters. */
  dictType?: string;
  /** The choices of `kind: 'options'` filters (a fixed code list with no dictionary); other values are ignored. */
  options?: readonly FilterOption[];
  beginName?: string;
  endName?: string;
}

export type FilterKind = 'text' | 'dict' | 'options' | 'date-range';

/** The URL params a filter writes, in order (one, or begin and end for a date range). */
export function filterParamNames(filter: FilterConfig): string[] {
  if (filter.kind === 'date-range') return [filter.beginName ?? `${filter.name}Begin`, filter.endName ?? `${filter.name}End`];
  return [filter.name];
}

/** Reads a column's value from a row by its dotted accessor path. */
export function columnValue(column: ColumnConfig, row: unknown): unknown {
  let value: unknown = row;
  for (const key of (column.accessor ?? column.id).split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}
