import type { RecordFieldUi, RecordValues } from '@forms/record-ui';
import type { FieldConfig } from '@/components/schema/field-config';
import { displayFor } from '@/components/schema/field-registry';
import { FieldValue } from '@/components/schema/displays/field-value';

/** A field as a details page takes it: an upload field may carry its `fetchFile` (see withAttachmentCalls). */
export type DetailField = RecordFieldUi & Pick<FieldConfig, 'fetchFile'>;

/**
 * A field's value on a details page, as the field registry's display of its kind shows it: formatted like a table
 * cell (an ID number unmasked, for its owner), a region as its names, a child list as a small table, an upload
 * field's files with preview and download, money with its unit, an empty value as the field's `emptyText`.
 */
export function DetailFieldValue({ field, record }: { field: DetailField; record: RecordValues }) {
  return <FieldValue field={field} record={record} displayFor={displayFor} />;
}
