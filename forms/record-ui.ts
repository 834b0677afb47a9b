import type { z } from 'zod';

/** Form values as rules see them: possibly incomplete, keyed by field name. */
export type RecordValues = Record<string, unknown>;

/**
 * One form field of a record type, as record files under forms/ declare it (framework-free, so the server can
 * import them too). The form renderer's FieldConfig (src/components/schema/field-config.ts) is this plus the
 * server calls a page injects (`upload`, `fetchFile`). `kind` picks the widget from the field registry
 * (src/components/schema/field-registry.tsx); a kind the registry lacks renders a visible configuration error.
 *
 * A field hidden by `visibleWhen` is neither validated nor submitted, so its schema entry must be optional.
 *
 * @example
 * { name: 'completionDate', label: '竣工日期', kind: 'date', section: 'basic',
 *   visibleWhen: (v) => v.status === 'done', requiredWhen: (v) => v.status === 'done' }
 */
export interface RecordFieldUi {
  name: string;
  label: string;
  kind: string;
  /** Empty values are rejected with 请填写/请选择{label} before the schema runs. */
  required?: boolean;
  help?: string;
  /** The dictionary type of dict-select and dict-multi-select fields. */
  dictType?: string;
  /**
   * dict-select fields: the name of the field this one depends on. Only items whose `remark` lists that field's
   * value (comma-separated) are offered, none before it is chosen, and a choice it no longer allows is cleared,
   * e.g. 注册专业 (remark 'jzs1,jzs2') under 注册类别.
   */
  dictParent?: string;
  placeholder?: string;
  maxLength?: number;
  /** Money fields: the unit the amount is entered in (default 元). */
  unit?: '元' | '万元';
  visibleWhen?: (values: RecordValues) => boolean;
  requiredWhen?: (values: RecordValues) => boolean;
  /** The id of a section; fields without one (or with an unknown one) come first, untitled. */
  section?: string;
  /** 2 spans both columns of the wide layout. */
  colSpan?: 1 | 2;
  /** Upload fields: the most files the list may hold (default 10). */
  maxFiles?: number;
  /** Upload fields: the attachment business type the files are stored under (addYyzzFile `bizType`). */
  bizType?: 'yyzz';
  /** Person fields: restrict the options to these sources (listEntPersonOptions `kind`). */
  personKinds?: readonly ('registered' | 'technical' | 'worker')[];
  /** Qualification fields: restrict the tree to one category ('01' 勘察 … '04' 监理). */
  qualificationCategory?: '01' | '02' | '03' | '04';
  /** Child-list fields: the fields of one row, rendered with the same registry; the value is an array of rows. */
  childFields?: readonly RecordFieldUi[];
  /** Child-list fields: the most rows (default 100). */
  maxItems?: number;
  /**
   * An object-valued widget whose keys are stored on the record (or child row) itself instead of under
   * `name`: a region field with ['prov', 'city'] submits `prov` and `city`; a qualification field in a child
   * list with ['category', 'typeCode', 'subCode', 'itemName'] so rows match CertificateItemEntry. Errors of
   * those keys are shown at the field.
   */
  spreadKeys?: readonly string[];
  /** Details show this key of the record instead of the value, e.g. `personName` for a `personId` picker. */
  displayKey?: string;
  /** Details show this when the value is empty, e.g. 长期 for a business term without an end. */
  emptyText?: string;
  /** `select` fields: a fixed list of choices for values that have no dictionary (e.g. 性别 男/女). */
  options?: readonly RecordOptionUi[];
  /** Fills other fields from this one's value, e.g. gender and birth date from an ID number; null when nothing follows. */
  derive?: (value: unknown) => RecordValues | null;
}

/** One choice of a fixed list (`select` fields, `options` filters). */
export interface RecordOptionUi {
  value: string;
  label: string;
}

/** A titled group of fields, rendered as a fieldset with a legend. */
export interface RecordSectionUi {
  id: string;
  title: string;
}

/** `id-card` masks a mainland ID number (110105********002X) in cells and exports; details show it whole. */
export type RecordColumnFormat = 'date' | 'datetime' | 'money' | 'dict' | 'id-card';

/**
 * One column of the record's server-side table. `id` is also the `orderByColumn` sent to the server when the
 * column is sortable. The table's ColumnConfig (src/components/data-table/table-config.ts) is this shape.
 *
 * @example
 * { id: 'issueDate', header: '发证日期', sortable: true, format: 'date' }
 * { id: 'status', header: '状态', format: 'dict', dictType: 'sys_normal_disable' }
 */
export interface RecordColumnUi {
  id: string;
  header: string;
  /** Dotted path into the row (`ent.name`); defaults to `id`. */
  accessor?: string;
  sortable?: boolean;
  /** Shown in the search form when a filter has the same name; informational for now. */
  filterable?: boolean;
  /** CSS width, e.g. 120 (px) or '12rem'. */
  width?: number | string;
  format?: RecordColumnFormat;
  /** The dictionary type of `format: 'dict'` columns. */
  dictType?: string;
  /** Labels of a code list that has no dictionary (e.g. expiryStatus), shown and exported instead of the codes. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * One field of the search form above a table. Its value lives in the URL under `name`; a date range uses two
 * params, `${name}Begin` and `${name}End` unless `beginName`/`endName` say otherwise (the contract's
 * beginTime/endTime pair: `{ name: 'time', beginName: 'beginTime', endName: 'endTime' }`). The table's
 * FilterConfig is this shape.
 *
 * @example
 * { name: 'status', label: '状态', kind: 'dict', dictType: 'sys_normal_disable' }
 * { name: 'status', label: '状态', kind: 'options', options: [{ value: 'inProgress', label: '在建' }] }
 */
export interface RecordFilterUi {
  name: string;
  label: string;
  kind: 'text' | 'dict' | 'options' | 'date-range';
  /** The dictionary type of `kind: 'dict'` filters. */
  dictType?: string;
  /** The choices of `kind: 'options'` filters (a fixed code list with no dictionary); other values are ignored. */
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
