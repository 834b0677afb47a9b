import { formatCellValue } from '@/components/data-table/format-cell';
import { TableCellValue } from '@/components/data-table/table-cell-value';
import type { DisplayProps } from './display-props';

/** Kinds shown as their text (text, textarea, number, person and project ids, which `displayKey` usually replaces). */
export function TextDisplay({ field, record }: DisplayProps) {
  return <>{formatCellValue(record[field.name])}</>;
}

/** kind `date`: the calendar day as sent. */
export function DateDisplay({ field, record }: DisplayProps) {
  return <>{formatCellValue(record[field.name], 'date')}</>;
}

/** kind `dict-select`: the item's label in the field's dictionary. */
export function DictDisplay({ field, record }: DisplayProps) {
  return <TableCellValue column={{ id: field.name, header: field.label, format: 'dict', dictType: field.dictType }} value={record[field.name]} />;
}

/** kind `money`: the amount with two decimals and the field's unit (default 元). */
export function MoneyDisplay({ field, record }: DisplayProps) {
  const value = record[field.name];
  const text = formatCellValue(value, 'money');
  return <>{typeof value === 'number' ? `${text} ${field.unit ?? '元'}` : text}</>;
}

/** kind `select`: the chosen option's label (the value itself when no option matches). */
export function SelectDisplay({ field, record }: DisplayProps) {
  const value = record[field.name];
  return <>{field.options?.find((option) => option.value === value)?.label ?? formatCellValue(value)}</>;
}
