import { loadDict } from '@/lib/dict/dict-store';
import { formatCellValue } from './format-cell';
import { type ColumnConfig, columnValue } from './table-config';

/**
 * Writes rows to an .xlsx download: one header row of column titles, then the formatted values
 * (dictionary columns as labels). The library is imported on demand so it stays out of first paint.
 * The caller fetches every row of the current filter first.
 *
 * @example await exportRowsToXlsx('注册人员.xlsx', columns, allRows)
 */
export async function exportRowsToXlsx(fileName: string, columns: readonly ColumnConfig[], rows: readonly unknown[]): Promise<void> {
  const [{ default: writeXlsxFile }, labels] = await Promise.all([import('write-excel-file/browser'), dictLabels(columns)]);
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const body = rows.map((row) =>
    columns.map((column) => {
      const value = columnValue(column, row);
      if (column.format === 'dict' && column.dictType) {
        const text = value === null || value === undefined ? '' : String(value);
        return labels.get(column.dictType)?.get(text) ?? text;
      }
      // Money stays a number so Excel can sum it.
      if (column.format === 'money' && typeof value === 'number') return { value, type: Number, format: '#,##0.00' };
      return formatCellValue(value, column.format);
    }),
  );
  const name = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  await writeXlsxFile([header, ...body], { columns: columns.map(() => ({ width: 20 })) }).toFile(name);
}

async function dictLabels(columns: readonly ColumnConfig[]): Promise<Map<string, Map<string, string>>> {
  const types = [...new Set(columns.flatMap((column) => (column.format === 'dict' && column.dictType ? [column.dictType] : [])))];
  const entries = await Promise.all(types.map((type) => loadDict(type)));
  return new Map(types.map((type, index) => [type, new Map((entries[index] ?? []).map((entry) => [entry.value, entry.label]))]));
}
