import type { Row, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { TableCellValue } from './table-cell-value';
import type { CellRenderers } from './table-config';
import type { DataTableFeatures } from './use-data-table';
import type { Density } from './use-table-preferences';

export interface DataTableRowProps<TRow extends RowData> {
  row: Row<DataTableFeatures, TRow>;
  density: Density;
  selectable: boolean;
  renderRowActions?: (row: TRow) => ReactNode;
  /** Names the row for its checkbox; a screen reader otherwise hears only the row number. */
  rowLabel?: (row: TRow) => string;
  cells?: CellRenderers<TRow> | undefined;
  /** 1-based position among the table's rows, header row included (aria-rowindex). */
  ariaRowIndex?: number;
}

export function DataTableRow<TRow extends RowData>({ row, density, selectable, renderRowActions, rowLabel, cells, ariaRowIndex }: DataTableRowProps<TRow>) {
  const cellClass = cn('px-3', density === 'compact' ? 'py-1' : 'py-2.5');
  return (
    <tr aria-rowindex={ariaRowIndex} className="border-t hover:bg-accent/50">
      {selectable && (
        <td className={cn(cellClass, 'w-10')}>
          <input
            type="checkbox"
            aria-label={rowLabel ? `选择 ${rowLabel(row.original)}` : `选择第 ${row.index + 1} 行`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            className="size-4 accent-primary"
          />
        </td>
      )}
      {row.getVisibleCells().map((cell) => {
        const render = cells?.[cell.column.id];
        const meta = cell.column.columnDef.meta;
        return (
          <td key={cell.id} className={cellClass}>
            {render ? render(row.original) : meta ? <TableCellValue column={meta} value={cell.getValue()} /> : null}
          </td>
        );
      })}
      {renderRowActions && <td className={cn(cellClass, 'whitespace-nowrap')}>{renderRowActions(row.original)}</td>}
    </tr>
  );
}
