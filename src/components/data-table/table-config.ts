import type { ReactNode } from 'react';
import type { RecordColumnFormat, RecordColumnUi, RecordFilterUi, RecordOptionUi } from '@forms/record-ui';

/** One column of a generic server-side table (described at RecordColumnUi in forms/record-ui.ts). */
export type ColumnConfig = Omit<RecordColumnUi, 'labels'>;

export type ColumnFormat = RecordColumnFormat;

/** Cells a table renders itself, by column id, e.g. `{ level: (row) => <LevelBadge level={row.level} /> }`. */
export type CellRenderers<TRow> = Readonly<Record<string, (row: TRow) => ReactNode>>;

/** The selected rows, for a table's bulk actions; `clear` empties the selection after acting on it. */
export interface BulkSelection {
  ids: string[];
  clear: () => void;
}

/** One choice of an `options` filter. */
export type FilterOption = RecordOptionUi;

/** One field of the search form above a table (described at RecordFilterUi in forms/record-ui.ts). */
export type FilterConfig = RecordFilterUi;

export type FilterKind = FilterConfig['kind'];

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
