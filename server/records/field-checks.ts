import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dictData } from '../db/schema/system.ts';
import { invalidInput, type FieldError } from '../errors.ts';
import { qualificationErrors, standardKeys } from './qualification-checks.ts';

type Values = Record<string, unknown>;

/**
 * What the server reads of a field config in forms/*.ui.ts: the same declarations that drive the form drive the
 * server's checks of submitted values against reference data, so the two cannot drift.
 */
export interface CheckedField {
  name: string;
  label: string;
  kind: string;
  /** dict-select and dict-multi-select: the value(s) must be active items of this dictionary. */
  dictType?: string;
  /** The field whose value each chosen item's remark must list (comma-separated), e.g. 注册专业 under 注册类别. */
  dictParent?: string;
  /** A field hidden for these values is not submitted, so it is not checked either. */
  visibleWhen?: (values: Values) => boolean;
  /** children: the fields of each row of the array value. */
  childFields?: readonly CheckedField[];
}

interface Check {
  field: CheckedField;
  siblings: readonly CheckedField[];
  values: Values;
  /** The field path of `values`, e.g. `body.` or `body.items.0.`. */
  at: string;
}

type Dicts = Map<string, Map<string, string | null>>;

const DICT_KINDS = new Set(['dict-select', 'dict-multi-select']);
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const chosen = ({ field, values }: Check) => [values[field.name]].flat().filter(present).map(String);

function collect(fields: readonly CheckedField[], values: Values, at: string): Check[] {
  return fields.flatMap((field) => {
    if (field.visibleWhen && !field.visibleWhen(values)) return [];
    const value = values[field.name];
    if (!field.childFields) return [{ field, siblings: fields, values, at }];
    const rows = Array.isArray(value) ? (value as Values[]) : [];
    return rows.flatMap((row, i) => collect(field.childFields!, row, `${at}${field.name}.${i}.`));
  });
}

const parentOf = ({ field, siblings }: Check) => (field.dictParent ? siblings.find((f) => f.name === field.dictParent) : undefined);

async function loadDicts(db: Db, types: string[]): Promise<Dicts> {
  if (types.length === 0) return new Map();
  const rows = await db
    .select({ type: dictData.dictType, value: dictData.dictValue, remark: dictData.remark })
    .from(dictData)
    .where(and(inArray(dictData.dictType, types), eq(dictData.status, '0')));
  const dicts: Dicts = new Map(types.map((type) => [type, new Map()]));
  for (const row of rows) dicts.get(row.type)?.set(row.value, row.remark);
  return dicts;
}

function dictErrors(check: Check, dicts: Dicts): FieldError[] {
  const { field, values, at } = check;
  const dict = dicts.get(field.dictType!)!;
  const items = chosen(check);
  if (items.some((value) => !dict.has(value))) return [{ field: `${at}${field.name}`, msg: `${field.label}不在字典 ${field.dictType} 中` }];
  const parent = parentOf(check);
  const parentValue = parent ? String(values[parent.name] ?? '') : '';
  // A missing or unknown parent value is the parent's own error, not this field's.
  if (!parent?.dictType || !dicts.get(parent.dictType)?.has(parentValue)) return [];
  const outside = items.some((value) => !(dict.get(value) ?? '').split(',').includes(parentValue));
  return outside ? [{ field: `${at}${field.name}`, msg: `${field.label}不属于所选${parent.label}` }] : [];
}

/**
 * The field errors of submitted `values` against the reference data their fields declare, in form order:
 * dictionary values (with `dictParent`), and qualification-standard codes of `qualification` fields (whose
 * value is spread on the row as category/typeCode/subCode). One query per kind of reference data, whatever the
 * number of fields.
 *
 * @example const errors = await referenceErrors(db, registeredPersonUi.fields, input);
 */
export async function referenceErrors(db: Db, fields: readonly CheckedField[], values: Values, at = 'body.'): Promise<FieldError[]> {
  const checks = collect(fields, values, at);
  const dictChecks = checks.filter((c) => c.field.dictType !== undefined && DICT_KINDS.has(c.field.kind) && chosen(c).length > 0);
  const qualificationChecks = checks.filter((c) => c.field.kind === 'qualification' && present(c.values[c.field.name]));
  const dictTypes = dictChecks.flatMap((c) => [c.field.dictType!, parentOf(c)?.dictType ?? []].flat());
  const [dicts, known] = await Promise.all([
    loadDicts(db, [...new Set(dictTypes)]),
    standardKeys(db, qualificationChecks.map((c) => String(c.values[c.field.name]))),
  ]);
  return checks.flatMap((c) => {
    if (dictChecks.includes(c)) return dictErrors(c, dicts);
    return qualificationChecks.includes(c) ? qualificationErrors(c.values, known, c.at) : [];
  });
}

/** Throws the 400 naming every field whose value is not in its reference data (see referenceErrors). */
export async function checkReferences(db: Db, fields: readonly CheckedField[], values: Values, at = 'body.'): Promise<void> {
  const errors = await referenceErrors(db, fields, values, at);
  if (errors.length > 0) throw invalidInput(errors);
}
