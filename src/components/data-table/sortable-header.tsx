import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Header, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './use-data-table';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header cell; sortable columns get a button and aria-sort. */
export function SortableHeader<TRow extends RowData>({ header }: { header: Header<DataTableFeatures, TRow, unknown> }) {
  const config = header.column.columnDef.meta;
  const label = config?.header ?? header.column.id;
  const style = config?.width !== undefined ? { width: config.width } : undefined;
  if (!header.column.getCanSort()) {
    return (
      <th scope="col" style={style} className="px-3 py-2 text-left font-medium whitespace-nowrap">
        {label}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" style={style} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'} className="px-3 py-2 text-left font-medium whitespace-nowrap">
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex items-center gap-1 rounded hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </th>
  );
}
