import { useDict } from '@/lib/dict/dict-store';
import { formatCellValue } from './format-cell';
import type { ColumnConfig } from './table-config';

function DictValue({ dictType, value }: { dictType: string; value: unknown }) {
  const { labelOf } = useDict(dictType);
  return <>{labelOf(value === null || value === undefined ? '' : String(value))}</>;
}

/** A cell's text as its column's format says: dates, money, or a dictionary label; an empty value as the column's `emptyText`. */
export function TableCellValue({ column, value }: { column: ColumnConfig; value: unknown }) {
  if (column.emptyText && (value === null || value === undefined || value === '')) return <span className="text-muted-foreground">{column.emptyText}</span>;
  if (column.format === 'dict' && column.dictType) return <DictValue dictType={column.dictType} value={value} />;
  return <>{formatCellValue(value, column.format)}</>;
}
