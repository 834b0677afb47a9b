import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { type ColumnConfig, columnValue } from './table-config';
import { useTablePreferences } from './use-table-preferences';
import { useTableUrlState } from './use-table-url-state';

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: {} as ColumnConfig,
});
export type DataTableFeatures = typeof dataTableFeatures;

export interface UseDataTableOptions<TRow extends RowData> {
  columns: readonly ColumnConfig[];
  rows: TRow[];
  total: number;
  rowId: (row: TRow) => string;
  storageKey: string;
}

function apply<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

/**
 * The headless side of DataTable: a TanStack table whose paging and sorting are the URL (server-side),
 * whose column visibility and density are per-user preferences, and whose selection is local.
 */
export function useDataTable<TRow extends RowData>({ columns, rows, total, rowId, storageKey }: UseDataTableOptions<TRow>) {
  const url = useTableUrlState();
  const prefs = useTablePreferences(storageKey);
  // Selection belongs to the rows on screen: when another set of rows arrives (page, sort, filter,
  // delete), it starts empty. Keyed by ids, not array identity, so a refetch of the same page keeps it.
  const idsKey = useMemo(() => rows.map(rowId).join('\u0000'), [rows, rowId]);
  const [selection, setSelection] = useState<{ idsKey: string; state: RowSelectionState }>({ idsKey, state: {} });
  const rowSelection = selection.idsKey === idsKey ? selection.state : {};

  const columnDefs = useMemo<ColumnDef<DataTableFeatures, TRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TRow) => columnValue(column, row),
        enableSorting: column.sortable === true,
        meta: column,
      })),
    [columns],
  );

  const { pageNum, pageSize, orderByColumn, isAsc } = url.state;
  const sorting: SortingState = orderByColumn ? [{ id: orderByColumn, desc: isAsc === 'desc' }] : [];

  const table = useTable({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowId(row),
    rowCount: total,
    manualPagination: true,
    manualSorting: true,
    sortDescFirst: false,
    enableMultiSort: false,
    state: {
      pagination: { pageIndex: pageNum - 1, pageSize },
      sorting,
      rowSelection,
      columnVisibility: prefs.preferences.columnVisibility,
    },
    onSortingChange: (updater) => {
      const [next] = apply(updater, sorting);
      url.setSort(next?.id, next ? (next.desc ? 'desc' : 'asc') : undefined);
    },
    onRowSelectionChange: (updater) => setSelection({ idsKey, state: apply(updater, rowSelection) }),
    onColumnVisibilityChange: (updater) =>
      prefs.setColumnVisibility(apply(updater, prefs.preferences.columnVisibility)),
  });

  return { table, url, prefs, clearSelection: () => setSelection({ idsKey, state: {} }) };
}

export type DataTableInstance<TRow extends RowData> = ReturnType<typeof useDataTable<TRow>>['table'];
