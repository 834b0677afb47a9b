import type { z } from 'zod';

/** Form values as rules see them: possibly incomplete, keyed by field name. */
export type RecordValues = Record<string, unknown>;

/**
 * Every widget kind, once. The field registry (src/components/schema/field-registry.tsx) maps each to its input
 * and display, and a config naming any other kind does not compile.
 */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'number',
  'money',
  'date',
  'date-range',
  'select',
  'dict-select',
  'dict-multi-select',
  'region',
  'qualification',
  'upload',
  'person',
  'project',
  'children',
] as const;

export type FieldKind = (typeof FIELD_KINDS)[number];

/** The string keys of T; any string for loosely typed values. */
export type KeyOf<T> = string extends keyof T ? string : Extract<keyof T, string>;

/** One choice of a fixed list (`select` fields, `options` filters). */
export interface RecordOptionUi {
  value: string;
  label: string;
}

/** What every field has, whatever its kind. */
interface FieldBase {
  label: string;
  /** Empty values are rejected with 请填写/请选择{label} before the schema runs. */
  required?: boolean;
  help?: string;
  placeholder?: string;
  visibleWhen?: (values: RecordValues) => boolean;
  requiredWhen?: (values: RecordValues) => boolean;
  /** The id of a section; fields without one (or with an unknown one) come first, untitled. */
  section?: string;
  /** 2 spans both columns of the wide layout. */
  colSpan?: 1 | 2;
  /** Details show this key of the record instead of the value, e.g. `personName` for a `personId` picker. */
  displayKey?: string;
  /** Details show this when the value is empty, e.g. 长期 for a business term without an end. */
  emptyText?: string;
  /** Fills other fields from this one's value, e.g. gender and birth date from an ID number; null when nothing follows. */
  derive?: (value: unknown) => RecordValues | null;
}

/**
 * An object-valued widget whose keys are stored on the record (or child row) itself instead of under `name`: a
 * region field with ['prov', 'city'] submits `prov` and `city`; a qualification field in a child list with
 * ['category', 'typeCode', 'subCode', 'itemName'] so rows match CertificateItemEntry. Errors of those keys are
 * shown at the field. Without spread keys the value is stored under `name`, which must then be a key of the form.
 */
type Spread<T> = { name: KeyOf<T>; spreadKeys?: undefined } | { name: string; spreadKeys: readonly KeyOf<T>[] };

type ElementOf<V> = NonNullable<V> extends readonly (infer E)[] ? (E extends object ? E : never) : never;
type ArrayKeyOf<T> = { [K in KeyOf<T>]: [ElementOf<T[K]>] extends [never] ? never : K }[KeyOf<T>];

/** Child-list fields: the value is an array of rows of `childFields`, rendered with the same registry. */
type ChildrenProps<T> = string extends keyof T
  ? { name: string; childFields: readonly RecordFieldUi[]; maxItems?: number }
  : { [K in ArrayKeyOf<T>]: { name: K; childFields: readonly RecordFieldUi<ElementOf<T[K]>>[]; maxItems?: number } }[ArrayKeyOf<T>];

/** The properties each kind adds to FieldBase; a property belongs to the kinds that list it, and only to them. */
interface KindProps<T> {
  text: { name: KeyOf<T>; maxLength?: number };
  textarea: { name: KeyOf<T>; maxLength?: number };
  number: { name: KeyOf<T> };
  /** `unit`: the unit the amount is entered in (default 元). */
  money: { name: KeyOf<T>; unit?: '元' | '万元' };
  date: { name: KeyOf<T> };
  'date-range': { name: KeyOf<T> };
  /**
   * `options`: a fixed list of choices for values that have no dictionary (e.g. 性别 男/女). `defaultValue`: the
   * choice a new record's form starts with.
   */
  select: { name: KeyOf<T>; options: readonly RecordOptionUi[]; defaultValue?: string };
  /**
   * `dictParent`: the name of the field this one depends on. Only items whose `remark` lists that field's value
   * (comma-separated) are offered, none before it is chosen, and a choice it no longer allows is cleared, e.g.
   * 注册专业 (remark 'jzs1,jzs2') under 注册类别. `defaultValue`: the dictValue a new record's form starts with,
   * e.g. 'in_progress' for 项目状态.
   */
  'dict-select': { name: KeyOf<T>; dictType: string; dictParent?: KeyOf<T>; defaultValue?: string };
  'dict-multi-select': { name: KeyOf<T>; dictType: string };
  region: Spread<T>;
  /** `qualificationCategory`: restrict the tree to one category ('01' 勘察 … '04' 监理). */
  qualification: Spread<T> & { qualificationCategory?: '01' | '02' | '03' | '04' };
  /**
   * `maxFiles`: the most files the list may hold (default 10). `bizType`: the attachment business type the files
   * are stored under (addYyzzFile `bizType`).
   */
  upload: { name: KeyOf<T>; maxFiles?: number; bizType?: 'yyzz' };
  /** `personKinds`: restrict the options to these sources (listEntPersonOptions `kind`). */
  person: { name: KeyOf<T>; personKinds?: readonly ('registered' | 'technical' | 'worker')[] };
  project: { name: KeyOf<T> };
  /** `maxItems`: the most rows (default 100). */
  children: ChildrenProps<T>;
}

type AllKindProps = { [K in FieldKind]: keyof KindProps<RecordValues>[K] }[FieldKind];
type Exclusive<Own> = Own & { [P in Exclude<AllKindProps, keyof Own>]?: undefined };
type Variant<T, K extends FieldKind, Own = KindProps<T>[K]> = Own extends unknown ? FieldBase & { kind: K } & Exclusive<Own> : never;

/**
 * One form field of a record type, as record files under forms/ declare it (framework-free, so the server can
 * import them too): a union on `kind`, each kind with its own properties (a dictionary kind requires `dictType`,
 * `select` its `options`, `children` its `childFields`; `unit` exists only on money). `T` is the form's values
 * (the schema's input): names, spread keys and `dictParent` must be its keys, and a child list's fields the keys
 * of its rows. The form renderer's FieldConfig (src/components/schema/field-config.ts) is this plus the server
 * calls a page injects (`upload`, `fetchFile`).
 *
 * A field hidden by `visibleWhen` is neither validated nor submitted, so its schema entry must be optional.
 *
 * @example
 * { name: 'completionDate', label: '竣工日期', kind: 'date', section: 'basic',
 *   visibleWhen: (v) => v.status === 'done', requiredWhen: (v) => v.status === 'done' }
 */
export type RecordFieldUi<T = RecordValues> = { [K in FieldKind]: Variant<T, K> }[FieldKind];

/** A titled group of fields, rendered as a fieldset with a legend. */
export interface RecordSectionUi {
  id: string;
  title: string;
}

/** `id-card` masks a mainland ID number (110105********002X) in cells and exports; details show it whole. */
export type RecordColumnFormat = 'date' | 'datetime' | 'money' | 'dict' | 'id-card';

/**
 * One column of the record's server-side table. `id` is a property of the list row (the contract's list
 * response, checked by `defineRecordUi`) and the `orderByColumn` sent to the server when the column is sortable. The table's ColumnConfig
 * (src/components/data-table/table-config.ts) is this shape.
 *
 * @example
 * { id: 'issueDate', header: '发证日期', sortable: true, format: 'date' }
 * { id: 'status', header: '状态', format: 'dict', dictType: 'sys_normal_disable' }
 */
export interface RecordColumnUi<Id extends string = string> {
  id: Id;
  header: string;
  /** Dotted path into the row (`ent.name`); defaults to `id`. */
  accessor?: string;
  sortable?: boolean;
  /** Shown in the search form when a filter has the same name; informational for now. */
  filterable?: boolean;
  /** Shown in the cell when the value is empty, e.g. 未填写 for an optional code (exports leave the cell empty). */
  emptyText?: string;
  /** CSS width, e.g. 120 (px) or '12rem'. */
  width?: number | string;
  format?: RecordColumnFormat;
  /** The dictionary type of `format: 'dict'` columns. */
  dictType?: string;
  /** Labels of a code list that has no dictionary (e.g. expiryStatus), shown and exported instead of the codes. */
  labels?: Readonly<Record<string, string>>;
}

interface FilterBase {
  name: string;
  label: string;
  /** The dictionary type of `kind: 'dict'` filters. */
  dictType?: string;
  /** The choices of `kind: 'options'` filters (a fixed code list with no dictionary); other values are ignored. */
  options?: readonly RecordOptionUi[];
  beginName?: string;
  endName?: string;
}

/**
 * One field of the search form above a table. Its value lives in the URL under `name`; a date range uses two
 * params, `${name}Begin` and `${name}End` unless `beginName`/`endName` say otherwise (the contract's
 * beginTime/endTime pair: `{ name: 'time', beginName: 'beginTime', endName: 'endTime' }`). A `dict` filter
 * requires its `dictType`, an `options` filter its `options`. The table's FilterConfig is this shape.
 *
 * @example
 * { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable' }
 * { name: 'status', label: '状态', kind: 'options', options: [{ value: 'inProgress', label: '在建' }] }
 */
export type RecordFilterUi =
  | (FilterBase & { kind: 'text'; dictType?: undefined; options?: undefined; beginName?: undefined; endName?: undefined })
  | (FilterBase & { kind: 'dict'; dictType: string; options?: undefined; beginName?: undefined; endName?: undefined })
  | (FilterBase & { kind: 'options'; options: readonly RecordOptionUi[]; dictType?: undefined; beginName?: undefined; endName?: undefined })
  | (FilterBase & { kind: 'date-range'; dictType?: undefined; options?: undefined });

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
 * Everything the generic record pages need to show one record type: no per-record components exist. Record files
 * declare it with `defineRecordUi` (forms/define-record-ui.ts), which checks names, columns and paths.
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
