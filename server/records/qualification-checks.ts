import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { qualificationStandards as standards } from '../db/schema/qualification-standards.ts';
import { dictData } from '../db/schema/system.ts';
import { invalidInput, type FieldError } from '../errors.ts';

export interface ItemCodes {
  category: string;
  typeCode: string;
  subCode?: string | null;
  gradeCode: string;
}

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

/** The active values of a dictionary type. */
export async function dictValues(db: Db, dictType: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ value: dictData.dictValue, label: dictData.dictLabel })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')));
  return new Map(rows.map((r) => [r.value, r.label]));
}

/** The active values of a dictionary type with their remarks (e.g. the categories a reg_specialty belongs to). */
export async function dictRemarks(db: Db, dictType: string): Promise<Map<string, string | null>> {
  const rows = await db
    .select({ value: dictData.dictValue, remark: dictData.remark })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, '0')));
  return new Map(rows.map((r) => [r.value, r.remark]));
}

/**
 * Checks items against the seeded qualification-standard tree (the type code must exist in its
 * category, the sub-code under that type code) and the `qualification_grade` dictionary; throws
 * the 400 with one error per bad field. `prefix(i)` names the item in the field path.
 */
export async function checkItemCodes(db: Db, items: ItemCodes[], prefix: (i: number) => string): Promise<void> {
  if (items.length === 0) return;
  const [known, grades] = await Promise.all([standardKeys(db, items.map((i) => i.typeCode)), dictValues(db, 'qualification_grade')]);
  const errors: FieldError[] = [];
  items.forEach((item, i) => {
    if (!known.has(standardKey(item.category, item.typeCode, null))) {
      errors.push({ field: `${prefix(i)}typeCode`, msg: '资质类型代码在资质标准中不存在' });
    } else if (item.subCode != null && !known.has(standardKey(item.category, item.typeCode, item.subCode))) {
      errors.push({ field: `${prefix(i)}subCode`, msg: '专业代码在资质标准中不存在' });
    }
    if (!grades.has(item.gradeCode)) errors.push({ field: `${prefix(i)}gradeCode`, msg: '资质等级不在字典 qualification_grade 中' });
  });
  if (errors.length > 0) throw invalidInput(errors);
}

/** Checks a certificate type against the `certificate_type` dictionary. */
export async function checkCertType(db: Db, certType: string | null | undefined): Promise<void> {
  if (certType == null) return;
  if (!(await dictValues(db, 'certificate_type')).has(certType)) {
    throw invalidInput([{ field: 'body.certType', msg: '证书类型不在字典 certificate_type 中' }]);
  }
}
