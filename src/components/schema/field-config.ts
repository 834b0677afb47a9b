import type { z } from 'zod';
import type { FetchBlobOptions } from '@/api/download';
import type { RecordFieldUi, RecordOptionUi, RecordSectionUi, RecordValues } from '@forms/record-ui';

/** The values of a form as its field callbacks see them: possibly incomplete, keyed by field name. */
export type FormValues = RecordValues;

/** What a page adds to a record file's field: the server calls of upload fields. */
interface FieldCalls {
  /** Child-list fields: the fields of one row, with the same calls. */
  childFields?: readonly FieldConfig[];
  /** Upload fields: stores one chosen file and resolves to its reference (the server call is injected). */
  upload?: (file: File) => Promise<UploadedFileRef>;
  /**
   * Upload fields: fetches a stored file's bytes for preview and download (stored files need the session's
   * token, so a plain link cannot open them). Without it stored files are listed by name only. Rejects after
   * showing why, unless `quiet`; see `fetchBlob` in src/api/download.ts.
   */
  fetchFile?: (file: UploadedFileRef, options?: FetchBlobOptions) => Promise<Blob>;
}

/**
 * One field of a schema form: a record file's field (RecordFieldUi in forms/record-ui.ts, a union on `kind` where
 * every option is described) plus the server calls a page injects into upload fields.
 */
export type FieldConfig = RecordFieldUi & FieldCalls;

/** One choice of a `select` field. */
export type FieldOption = RecordOptionUi;

/** A stored file as upload fields hold it. */
export interface UploadedFileRef {
  id: string;
  name: string;
  url: string;
}

/** A titled group of fields, rendered as a fieldset with a legend. */
export type SectionConfig = RecordSectionUi;

/** A record form: the zod object schema that validates it, its fields in order, and its sections in order. */
export interface FormConfig<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  fields: readonly FieldConfig[];
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
