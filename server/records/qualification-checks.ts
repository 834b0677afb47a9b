import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { qualificationStandards as standards } from '../db/schema/qualification-standards.ts';
import type { FieldError } from '../errors.ts';

/** The standard-tree nodes for `typeCodes`, keyed `category/code/subcode` ('' for a code row). */
export async function standardKeys(db: Db, typeCodes: string[]): Promise<Set<string>> {
  if (typeCodes.length === 0) return new Set();
  const rows = await db
    .select({ category: standards.category, code: standards.code, subcode: standards.subcode })
    .from(standards)
    .where(inArray(standards.code, [...new Set(typeCodes)]));
  return new Set(rows.map((r) => standardKey(r.category, r.code, r.subcode)));
}

export const standardKey = (category: string, code: string, subcode: string | null | undefined) => `${category}/${code}/${subcode ?? ''}`;

/**
 * The errors of a qualification picker's value, spread on its row as `category`, `typeCode` and `subCode`: the
 * type code must exist in its category of the seeded standard tree, the sub-code under that type code. `at` is the
 * row's field path, e.g. `body.items.0.`.
 */
export function qualificationErrors(row: Record<string, unknown>, known: Set<string>, at: string): FieldError[] {
  const category = String(row.category ?? '');
  const typeCode = String(row.typeCode ?? '');
  const subCode = row.subCode == null ? null : String(row.subCode);
  if (!known.has(standardKey(category, typeCode, null))) return [{ field: `${at}typeCode`, msg: '资质类型代码在资质标准中不存在' }];
  if (subCode !== null && !known.has(standardKey(category, typeCode, subCode))) return [{ field: `${at}subCode`, msg: '专业代码在资质标准中不存在' }];
  return [];
}
