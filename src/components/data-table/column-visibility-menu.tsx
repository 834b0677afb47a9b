import type { RowData } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { DataTableInstance } from './use-data-table';

/** A popover of checkboxes, one per column, to show or hide it. */
export function ColumnVisibilityMenu<TRow extends RowData>({ table }: { table: DataTableInstance<TRow> }) {
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3 aria-hidden />
          列设置
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="列设置" className="w-48">
        <fieldset className="flex flex-col gap-2 text-sm">
          <legend className="mb-1 font-medium">显示列</legend>
          {table.getAllLeafColumns().map((column) => (
            <label key={column.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={column.getIsVisible()}
                // Keep at least one column, or the table would have nothing to show.
                disabled={column.getIsVisible() && table.getVisibleLeafColumns().length === 1}
                onChange={column.getToggleVisibilityHandler()}
                className="size-4 accent-primary"
              />
              {column.columnDef.meta?.header ?? column.id}
            </label>
          ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
