import { useDict } from '@/lib/dict/dict-store';
import type { DisplayProps } from './display-props';

/** kind `dict-multi-select`: the chosen items' labels, 、-separated. */
export function DictListDisplay({ field, record }: DisplayProps) {
  const { labelOf } = useDict(field.dictType ?? '');
  const value = record[field.name];
  const values = Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value];
  return <>{values.map((item) => labelOf(String(item))).join('、')}</>;
}
