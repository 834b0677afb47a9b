import { maskIdCard } from '@forms/validators';
import { formatDateTime, type DateInput } from '@/lib/format-date';
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
  // A date is a calendar day as sent ('2026-01-01'); a datetime is an instant, shown in the user's local time
  // (the server sends ISO strings with a zone).
  if (format === 'date') return (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);
  if (format === 'datetime') return formatDateTime(value as DateInput) || String(value);
  return String(value);
}
