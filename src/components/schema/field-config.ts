import type { z } from 'zod';

/** The values of a form as its field callbacks see them: possibly incomplete, keyed by field name. */
export type FormValues = Record<string, unknown>;

/**
 * One field of a record form, declared in a record file under forms/. Kept free of React so those files
 * can import it. `kind` picks the widget from the field registry (src/components/schema/field-registry.tsx);
 * a kind the registry lacks renders a visible configuration error.
 *
 * A field hidden by `visibleWhen` is neither validated nor submitted, so its schema entry must be optional.
 *
 * @example
 * { name: 'completionDate', label: '竣工日期', kind: 'date', section: 'basic',
 *   visibleWhen: (v) => v.status === 'done', requiredWhen: (v) => v.status === 'done' }
 */
export interface FieldConfig<Kind extends string = string> {
  name: string;
  label: string;
  kind: Kind;
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
  visibleWhen?: (values: FormValues) => boolean;
  requiredWhen?: (values: FormValues) => boolean;
  /** The id of a `SectionConfig`; fields without one (or with an unknown one) come first, untitled. */
  section?: string;
  /** 2 spans both columns of the wide layout. */
  colSpan?: 1 | 2;
  /** Upload fields: stores one chosen file and resolves to its reference (the server call is injected). */
  upload?: (file: File) => Promise<UploadedFileRef>;
  /**
   * Upload fields: fetches a stored file's bytes for preview and download (stored files need the session's
   * token, so a plain link cannot open them). Without it stored files are listed by name only.
   */
  fetchFile?: (file: UploadedFileRef) => Promise<Blob>;
  /** Upload fields: the attachment business type the files are stored under (see withAttachmentCalls). */
  bizType?: 'yyzz';
  /** Upload fields: the most files the list may hold (default 10). */
  maxFiles?: number;
  /** Person fields: restrict the options to these sources (listEntPersonOptions `kind`). */
  personKinds?: readonly ('registered' | 'technical' | 'worker')[];
  /** Qualification fields: restrict the tree to one category ('01' 勘察 … '04' 监理). */
  qualificationCategory?: '01' | '02' | '03' | '04';
  /** Child-list fields: the fields of one row, rendered with the same registry; the value is an array of rows. */
  childFields?: readonly FieldConfig[];
  /** Child-list fields: the most rows (default 100). */
  maxItems?: number;
  /**
   * An object-valued widget whose keys are stored on the record (or child row) itself instead of under
   * `name`: a region field with ['prov', 'city'] submits `prov` and `city`; a qualification field in a child
   * list with ['category', 'typeCode', 'subCode', 'itemName'] so rows match CertificateItemEntry. Errors of
   * those keys are shown at the field.
   */
  spreadKeys?: readonly string[];
  /** `select` fields: a fixed list of choices, for values that have no dictionary (e.g. 性别 男/女). */
  options?: readonly FieldOption[];
}

/** One choice of a `select` field. */
export interface FieldOption {
  value: string;
  label: string;
}

/** A stored file as upload fields hold it. */
export interface UploadedFileRef {
  id: string;
  name: string;
  url: string;
}

/** A titled group of fields, rendered as a fieldset with a legend. */
export interface SectionConfig {
  id: string;
  title: string;
}

/** A record form: the zod object schema that validates it, its fields in order, and its sections in order. */
export interface FormConfig<Schema extends z.ZodType = z.ZodType, Kind extends string = string> {
  schema: Schema;
  fields: readonly FieldConfig<Kind>[];
  sections?: readonly SectionConfig[];
}

/** Whether a field is shown for the given values. */
export function isFieldVisible(field: FieldConfig, values: FormValues): boolean {
  return field.visibleWhen ? field.visibleWhen(values) : true;
}

/** Whether a shown field must be filled in for the given values. */
export function isFieldRequired(field: FieldConfig, values: FormValues): boolean {
  return Boolean(field.required) || (field.requiredWhen ? field.requiredWhen(values) : false);
}
