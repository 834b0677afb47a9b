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
  placeholder?: string;
  maxLength?: number;
  unit?: '元' | '万元';
  visibleWhen?: (values: RecordValues) => boolean;
  requiredWhen?: (values: RecordValues) => boolean;
  section?: string;
  colSpan?: 1 | 2;
  maxFiles?: number;
  personKinds?: readonly ('registered' | 'technical' | 'worker')[];
  qualificationCategory?: '01' | '02' | '03' | '04';
  childFields?: readonly RecordFieldUi[];
  maxItems?: number;
  spreadKeys?: readonly string[];
  derive?: (value: unknown) => RecordValues | null;
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
  format?: 'date' | 'datetime' | 'money' | 'dict';
  dictType?: string;
  /** Labels of a code list that has no dictionary (e.g. expiryStatus), shown and exported instead of the codes. */
  labels?: Readonly<Record<string, string>>;
}

/** A search filter; mirrors FilterConfig in src/components/data-table/table-config.ts. */
export interface RecordFilterUi {
  name: string;
  label: string;
  kind: 'text' | 'dict' | 'date-range';
  dictType?: string;
  beginName?: string;
  endName?: string;
}

/**
 * The contract paths a record type uses (openapi/openapi.yaml). `detail` and `delete` take an `{id}` path param;
 * `list` is a GET returning a page envelope, the others return a data envelope.
 */
export interface RecordOperations {
  list: string;
  detail: string;
  create: string;
  update: string;
  delete: string;
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
