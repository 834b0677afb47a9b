import { exportRowsToXlsx } from '@/components/data-table/export-xlsx';
import type { ColumnConfig, FilterConfig } from '@/components/data-table/table-config';
import { loadDict } from '@/lib/dict/dict-store';
import type { PersonCountResult } from './check-areas';
import { dictCodesText } from './dict-codes';

export const REG_CATEGORY_DICT = 'reg_category';
export const REG_SPECIALTY_DICT = 'reg_specialty';

/** Shown for a requirement that counts any specialty. */
export const ANY_SPECIALTY = '不限专业';

/** The search form: 结果 (不足 or 通过). */
export const PERSON_COUNT_FILTERS: readonly FilterConfig[] = [
  { name: 'passed', label: '结果', kind: 'options', options: [{ value: 'false', label: '不足' }, { value: 'true', label: '通过' }] },
];

/** The table's columns; the codes, 结果 and 是否考核 are drawn by the page. */
export const PERSON_COUNT_COLUMNS: readonly ColumnConfig[] = [
  { id: 'certNo', header: '证书编号' },
  { id: 'itemName', header: '资质项' },
  { id: 'gradeLabel', header: '等级' },
  { id: 'regCategory', header: '注册类别' },
  { id: 'regSpecialty', header: '注册专业' },
  { id: 'required', header: '要求人数' },
  { id: 'actual', header: '实有人数' },
  { id: 'passed', header: '结果' },
  { id: 'assessed', header: '是否考核' },
  { id: 'citation', header: '出处' },
];

const EXPORT_COLUMNS: readonly ColumnConfig[] = [
  ...PERSON_COUNT_COLUMNS.map((column) => (['regCategory', 'regSpecialty', 'passed', 'assessed'].includes(column.id) ? { ...column, accessor: `${column.id}Text` } : column)),
  { id: 'message', header: '说明' },
];

/** Shortfalls first, keeping the server's order otherwise. */
export function shortfallsFirst(rows: readonly PersonCountResult[]): PersonCountResult[] {
  return [...rows].sort((a, b) => Number(a.passed) - Number(b.passed));
}

/** Writes results to an .xlsx download with the codes as labels. */
export async function exportPersonCountResults(fileName: string, rows: readonly PersonCountResult[]): Promise<void> {
  const [categories, specialties] = await Promise.all([loadDict(REG_CATEGORY_DICT), loadDict(REG_SPECIALTY_DICT)]);
  const labelOf = (entries: readonly { value: string; label: string }[]) => (code: string) => entries.find((entry) => entry.value === code)?.label ?? code;
  const shown = shortfallsFirst(rows).map((row) => ({
    ...row,
    regCategoryText: dictCodesText(row.regCategory, labelOf(categories)),
    regSpecialtyText: row.regSpecialty ? dictCodesText(row.regSpecialty, labelOf(specialties)) : ANY_SPECIALTY,
    passedText: row.passed ? '通过' : '不足',
    assessedText: row.assessed ? '考核' : '不再考核',
  }));
  await exportRowsToXlsx(fileName, EXPORT_COLUMNS, shown);
}
