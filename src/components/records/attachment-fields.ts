import type { RecordFieldUi } from '@forms/record-ui';
import type { FieldConfig } from '@/components/schema/field-config';
import { fetchAttachment, uploadAttachment } from './api/attachment-api';

/**
 * The record's fields with the server calls of its upload fields filled in: files are stored under the field's
 * `bizType` (addYyzzFile) and fetched with the session's token for preview and download.
 */
export function withAttachmentCalls(fields: readonly RecordFieldUi[]): FieldConfig[] {
  return fields.map((field) => {
    if (field.kind !== 'upload' || !field.bizType) return field;
    const bizType = field.bizType;
    return { ...field, upload: (file: File) => uploadAttachment(bizType, file), fetchFile: fetchAttachment };
  });
}
