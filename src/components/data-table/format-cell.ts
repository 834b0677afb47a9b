import { maskIdCard } from '@forms/validators';
import type { ColumnFormat } from './table-config';

export { maskIdCard };

const money = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats a cell value for display and export; dict values are mapped by the caller. */
export function formatCellValue(value: unknown, format?: ColumnFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'id-card') return maskIdCard(String(value));
  if (format === 'money') {
    const amount = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(amount) ? money.format(amount) : String(value);
  }
  if (format === 'date' || format === 'datetime') {
    // The server sends ISO strings or 'yyyy-MM-dd HH:mm:ss'; slicing keeps its wall-clock time.
    const text = value instanceof Date ? value.toISOString() : String(value);
    return format === 'date' ? text.slice(0, 10) : text.slice(0, 19).replace('T', ' ');
  }
  return String(value);
}
