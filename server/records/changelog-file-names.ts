import type { Db } from '../db/client.ts';
import { attachmentRepository as attachments } from './attachment-repository.ts';

/** How a changelog shows a file that has since been deleted. */
export const GONE_FILE = '已删除的文件';
// The contract's limit on a changelog value.
const MAX_VALUE = 2000;

interface ChangeRow {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const idsOf = (value: string | null) => (value ? value.split(',') : []);

/**
 * Shows the file-id values of `fileField` (stored comma-separated) as file names joined by 、, with one
 * query for every id on the page; a file that is gone shows as 已删除的文件.
 *
 * @example await withFileNames(db, entId, 'licenseFileIds', page.rows)
 */
export async function withFileNames<R extends ChangeRow>(db: Db, entId: string, fileField: string, rows: readonly R[]): Promise<R[]> {
  const fileRows = rows.filter((row) => row.field === fileField);
  if (fileRows.length === 0) return [...rows];
  const names = await attachments.names(db, entId, fileRows.flatMap((row) => [...idsOf(row.oldValue), ...idsOf(row.newValue)]));
  const named = (value: string | null) => {
    if (value === null) return null;
    const text = idsOf(value)
      .map((id) => names.get(id) ?? GONE_FILE)
      .join('、');
    return text.length <= MAX_VALUE ? text : `${text.slice(0, MAX_VALUE - 1)}…`;
  };
  return rows.map((row) => (row.field === fileField ? { ...row, oldValue: named(row.oldValue), newValue: named(row.newValue) } : row));
}
