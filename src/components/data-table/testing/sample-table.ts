import type { ColumnConfig, FilterConfig } from '../table-config';

export interface SampleRow {
  id: string;
  name: string;
  issueDate: string;
  amount: number;
}

export const sampleColumns: ColumnConfig[] = [
  { id: 'name', header: '名称', sortable: true },
  { id: 'issueDate', header: '发证日期', sortable: true, format: 'date' },
  { id: 'amount', header: '金额', format: 'money' },
];

export const sampleFilters: FilterConfig[] = [
  { name: 'name', label: '名称', kind: 'text' },
  { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable' },
  { name: 'issueDate', label: '发证日期', kind: 'date-range' },
  { name: 'code', label: '编号', kind: 'text' },
];

export function sampleRows(count: number): SampleRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `r${index + 1}`,
    name: `记录${index + 1}`,
    issueDate: '2026-01-02T08:00:00',
    amount: 1234.5 + index,
  }));
}
