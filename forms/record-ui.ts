import type { z } from 'zod';

/** Form values as rules see them: possibly incomplete, keyed by field name. */
export type RecordValues = Record<string, unknown>;

/**
 * One form field of a record type. Mirrors FieldConfig in src/components/schema/field-config.ts (checked
 * there by assignment), so record files stay free of src/ and React. `derive` fills other fields from
 * this one's value, e.g. gender and birth date from an ID number; it returns null when nothing follows.
 * Upload fields get their `upload` call from the page, not from here (it is a server call).
 */
export interface RecordFieldUi {
  name: string;
  label: string;
  kind: string;
  required?: boolean;
  help?: string;
  dictType?: string;
  /** dict-select: offer only the items whose remark lists this field's value (see FieldConfig.dictParent). */
  dictParent?: string;
  placeholder?: string;
  maxLength?: number;
  unit?: '元' | '万元';
  visibleWhen?: (values: RecordValues) => boolean;
  requiredWhen?: (values: RecordValues) => boolean;
  section?: string;
  colSpan?: 1 | 2;
  maxFiles?: number;
  /** Upload fields: the attachment business type the files are stored under (addYyzzFile `bizType`). */
  bizType?: 'yyzz';
  personKinds?: readonly ('registered' | 'technical' | 'worker')[];
  qualificationCategory?: '01' | '02' | '03' | '04';
  childFields?: readonly RecordFieldUi[];
  maxItems?: number;
  /**
   * An object-valued widget whose keys are stored on the record (or child row) itself instead of under `name`,
   * e.g. a region field with ['prov', 'city'].
   */
  spreadKeys?: readonly string[];
  /** Details show this key of the record instead of the value, e.g. `personName` for a `personId` picker. */
  displayKey?: string;
  /** Details show this when the value is empty, e.g. 长期 for a business term without an end. */
  emptyText?: string;
  /** `select` fields: a fixed list of choices for values that have no dictionary (e.g. 性别 男/女). */
  options?: readonly RecordOptionUi[];
  derive?: (value: unknown) => RecordValues | null;
}

/** One choice of a fixed list (`select` fields, `options` filters). */
export interface RecordOptionUi {
  value: string;
  label: string;
}

export interface RecordSectionUi {
  id: string;
  title: string;
}

/** A list column; mirrors ColumnConfig in src/components/data-table/table-config.ts. */
export interface RecordColumnUi {
  id: string;
  header: string;
  accessor?: string;
  sortable?: boolean;
  filterable?: boolean;
  width?: number | string;
  /** `id-card` masks an ID number in the list and the export (110105********002X); details show it whole. */
  format?: 'date' | 'datetime' | 'money' | 'dict' | 'id-card';
  dictType?: string;
  /** Labels of a code list that has no dictionary (e.g. expiryStatus), shown and exported instead of the codes. */
  labels?: Readonly<Record<string, string>>;
}

/** A search filter; mirrors FilterConfig in src/components/data-table/table-config.ts. */
export interface RecordFilterUi {
  name: string;
  label: string;
  kind: 'text' | 'dict' | 'options' | 'date-range';
  dictType?: string;
  /** The choices of `kind: 'options'`, for a code list that has no dictionary. */
  options?: readonly RecordOptionUi[];
  beginName?: string;
  endName?: string;
}

/**
 * The contract paths a record type uses (openapi/openapi.yaml). `list` is a GET returning a page envelope, the
 * others return a data envelope. `detail` and `delete` take the record id as an `{id}` path param, or, when the
 * path has none, as the query param `id` (`/portal/achievement/detail?id=…`). A type without `create`, `update`
 * or `delete` shows no 新增, 编辑 or 删除.
 */
export interface RecordOperations {
  list: string;
  detail: string;
  create?: string;
  update?: string;
  delete?: string;
}

/**
 * Everything the generic record pages need to show one record type: no per-record components exist.
 *
 * @example export const registeredPersonUi = { key: 'registeredPerson', noun: '注册人员', … } satisfies RecordUiConfig
 */
export interface RecordUiConfig {
  key: string;
  /** The record type's name in page titles: 新增{noun}, {noun}详情. */
  noun: string;
  /** Validates the form (the create body); updates send the same values plus `id`. */
  schema: z.ZodType;
  fields: readonly RecordFieldUi[];
  sections?: readonly RecordSectionUi[];
  columns: readonly RecordColumnUi[];
  filters: readonly RecordFilterUi[];
  operations: RecordOperations;
  /** The record in one line, e.g. for confirmations and headings. */
  title: (record: RecordValues) => string;
}
