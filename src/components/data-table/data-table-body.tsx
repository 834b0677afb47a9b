import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { DataTableRow } from './data-table-row';
import type { CellRenderers } from './table-config';
import type { DataTableInstance } from './use-data-table';
import type { Density } from './use-table-preferences';

/** Above this many rows the body renders only the rows in view. */
export const VIRTUALIZE_THRESHOLD = 100;

export interface DataTableBodyProps<TRow extends RowData> {
  table: DataTableInstance<TRow>;
  density: Density;
  selectable: boolean;
  renderRowActions?: (row: TRow) => ReactNode;
  rowLabel?: (row: TRow) => string;
  cells?: CellRenderers<TRow> | undefined;
  scrollElement: HTMLDivElement | null;
}

export function DataTableBody<TRow extends RowData>(props: DataTableBodyProps<TRow>) {
  const rows = props.table.getRowModel().rows;
  if (rows.length > VIRTUALIZE_THRESHOLD) return <VirtualBody {...props} />;
  return (
    <tbody>
      {rows.map((row) => (
        <DataTableRow key={row.id} row={row} density={props.density} selectable={props.selectable} renderRowActions={props.renderRowActions} rowLabel={props.rowLabel} cells={props.cells} />
      ))}
    </tbody>
  );
}

// Padding rows above and below the window keep real <tr>s in a real <tbody>, so assistive technology
// still reads a table; aria-rowindex tells it where each rendered row sits.
function VirtualBody<TRow extends RowData>({ table, density, selectable, renderRowActions, rowLabel, cells, scrollElement }: DataTableBodyProps<TRow>) {
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => (density === 'compact' ? 33 : 45),
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const colSpan = table.getVisibleLeafColumns().length + (selectable ? 1 : 0) + (renderRowActions ? 1 : 0);
  return (
    <tbody>
      {top > 0 && (
        <tr aria-hidden style={{ height: top }}>
          <td colSpan={colSpan} />
        </tr>
      )}
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <DataTableRow
            key={row.id}
            row={row}
            density={density}
            selectable={selectable}
            renderRowActions={renderRowActions}
            rowLabel={rowLabel}
            cells={cells}
            ariaRowIndex={item.index + 2}
          />
        );
      })}
      {bottom > 0 && (
        <tr aria-hidden style={{ height: bottom }}>
          <td colSpan={colSpan} />
        </tr>
      )}
    </tbody>
  );
}
