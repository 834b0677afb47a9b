import type { RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BulkDeleteBar } from './bulk-delete-bar';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { DensityToggle } from './density-toggle';
import type { DataTableInstance } from './use-data-table';
import type { Density } from './use-table-preferences';

export interface DataTableToolbarProps<TRow extends RowData> {
  table: DataTableInstance<TRow>;
  density: Density;
  onDensityChange: (density: Density) => void;
  onDeleteSelected?: () => Promise<void> | void;
  onExport?: () => Promise<void> | void;
  /** Actions on the selected rows other than delete. */
  bulkActions?: ReactNode;
}

export function DataTableToolbar<TRow extends RowData>({ table, density, onDensityChange, onDeleteSelected, onExport, bulkActions }: DataTableToolbarProps<TRow>) {
  const [exporting, setExporting] = useState(false);
  const runExport = async () => {
    setExporting(true);
    try {
      await onExport?.();
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {onDeleteSelected && <BulkDeleteBar count={Object.keys(table.state.rowSelection).length} onConfirm={onDeleteSelected} />}
        {bulkActions}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {onExport && (
          <Button variant="outline" size="sm" disabled={exporting} onClick={() => void runExport()}>
            <Download aria-hidden />
            {exporting ? '导出中…' : '导出'}
          </Button>
        )}
        <DensityToggle density={density} onChange={onDensityChange} />
        <ColumnVisibilityMenu table={table} />
      </div>
    </div>
  );
}
