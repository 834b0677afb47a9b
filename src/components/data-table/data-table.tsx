import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { DataTableBody, VIRTUALIZE_THRESHOLD } from './data-table-body';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar } from './data-table-toolbar';
import { SortableHeader } from './sortable-header';
import type { BulkSelection, CellRenderers, ColumnConfig } from './table-config';
import { EmptyRow, ErrorRow, SkeletonRows } from './table-states';
import { useDataTable } from './use-data-table';

export interface DataTableProps<TRow extends RowData> {
  columns: readonly ColumnConfig[];
  /** The current page as the server returned it (already filtered, sorted and paged). */
  rows: TRow[];
  total: number;
  isLoading: boolean;
  /** A new page or filter is being fetched while the previous rows still show. */
  isFetching?: boolean;
  error: unknown;
  onRetry?: () => void;
  rowId: (row: TRow) => string;
  /** Names this table's per-user preferences (column visibility, density) in localStorage. */
  storageKey: string;
  /** Enables selection and the bulk-delete bar; receives the selected row ids after confirmation. */
  onDeleteSelected?: (ids: string[]) => Promise<void> | void;
  /** Shows 导出; the caller fetches every row of the current filter and calls exportRowsToXlsx. */
  onExport?: () => Promise<void> | void;
  renderRowActions?: (row: TRow) => ReactNode;
  /** Accessible name of the table. */
  caption?: string;
  /** Names a row for its selection checkbox (选择 张三); without it the box says 选择第 N 行. */
  rowLabel?: (row: TRow) => string;
  /** Renders these columns' cells (by column id) instead of the column's formatted value, e.g. a badge. */
  cells?: CellRenderers<TRow>;
  /** Enables selection and renders actions for the selected rows (e.g. 标记已读) where bulk delete would be. */
  renderBulkActions?: (selection: BulkSelection) => ReactNode;
  /** The empty state's text; 暂无数据 by default. */
  emptyText?: string;
}

/**
 * A server-side table: paging and sorting live in the URL (useTableUrlState), the page's query reads the
 * same URL. Renders loading, empty and error states, and only the visible window when a page is large.
 *
 * @example
 * <DataTable storageKey="certificates" columns={columns} rows={data?.rows ?? []} total={data?.total ?? 0}
 *   isLoading={isPending} error={error} onRetry={refetch} rowId={(r) => r.id} />
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { columns, rows, total, isLoading, isFetching = false, error, onRetry, rowId, storageKey, onDeleteSelected, onExport, renderRowActions, caption, rowLabel, cells, renderBulkActions, emptyText } = props;
  const { table, url, prefs, clearSelection } = useDataTable({ columns, rows, total, rowId, storageKey });
  // State, not a ref: the virtual body's effects run before a parent's ref is attached, so it needs a re-render.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const selectable = Boolean(onDeleteSelected ?? renderBulkActions);
  const colSpan = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (renderRowActions ? 1 : 0);
  const showRows = !isLoading && !error && rows.length > 0;
  const density = prefs.preferences.density;

  const { pageNum, pageSize } = url.state;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const pastTheEnd = !isLoading && !error && rows.length === 0 && pageNum > lastPage;
  useEffect(() => {
    // After deleting the last rows of the last page (or an old bookmark), show the new last page. It replaces the
    // entry: pushing one made browser back return to the page past the end, which pushed again (back was stuck).
    if (pastTheEnd) url.setPageNum(lastPage, { replace: true });
  }, [pastTheEnd, lastPage, url]);

  const selectedIds = () => table.getSelectedRowModel().rows.map((row) => row.id);
  const deleteSelected = async () => {
    await onDeleteSelected?.(selectedIds());
    clearSelection();
  };

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DataTableToolbar
        table={table}
        density={density}
        onDensityChange={prefs.setDensity}
        onDeleteSelected={onDeleteSelected ? deleteSelected : undefined}
        onExport={onExport}
        bulkActions={renderBulkActions?.({ ids: selectedIds(), clear: clearSelection })}
      />
      <div ref={setScrollElement} className={cn('overflow-auto rounded-md border bg-card', rows.length > VIRTUALIZE_THRESHOLD && 'max-h-[70vh]')}>
        <table className={cn('w-max min-w-full border-collapse text-sm', isFetching && showRows && 'opacity-60')} aria-busy={(isFetching && showRows) || undefined} aria-rowcount={showRows ? rows.length + 1 : undefined}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="sticky top-0 z-10 bg-muted">
            <tr aria-rowindex={showRows ? 1 : undefined}>
              {selectable && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="选择全部"
                    checked={showRows && table.getIsAllPageRowsSelected()}
                    ref={(box) => {
                      if (box) box.indeterminate = table.getIsSomePageRowsSelected();
                    }}
                    disabled={!showRows}
                    onChange={table.getToggleAllPageRowsSelectedHandler()}
                    className="size-4 accent-primary"
                  />
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => <SortableHeader key={header.id} header={header} />)}
              {renderRowActions && (
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  操作
                </th>
              )}
            </tr>
          </thead>
          {showRows ? (
            <DataTableBody table={table} density={density} selectable={selectable} renderRowActions={renderRowActions} rowLabel={rowLabel} cells={cells} scrollElement={scrollElement} />
          ) : (
            <tbody aria-busy={isLoading}>
              {isLoading ? (
                <SkeletonRows colSpan={colSpan} count={Math.min(pageSize, 10)} />
              ) : error ? (
                <ErrorRow colSpan={colSpan} error={error} onRetry={onRetry} />
              ) : (
                <EmptyRow colSpan={colSpan} text={emptyText} />
              )}
            </tbody>
          )}
        </table>
      </div>
      <DataTablePagination url={url} total={isLoading ? undefined : total} updating={isFetching && !isLoading} />
    </div>
  );
}
