import { useQueries } from '@tanstack/react-query';
import type { RecordValues } from '@forms/record-ui';
import type { FieldConfig, UploadedFileRef } from '@/components/schema/field-config';
import { $api } from '@/api/queries';
import { fileRef } from './api/attachment-api';

/**
 * The record with each upload field's stored ids replaced by file refs (name and link), read from the files
 * bound to `boundTo` (getFileByParams). An id not bound yet, e.g. one kept in a draft, gets a generic name.
 * Undefined while the files load.
 */
export function useRecordFiles(fields: readonly FieldConfig[], values: RecordValues | null | undefined, boundTo: string | undefined): RecordValues | null | undefined {
  const uploads = fields.filter((field) => field.kind === 'upload' && field.bizType);
  const queries = useQueries({
    queries: uploads.map((field) =>
      $api.queryOptions(
        'get',
        '/portal/qyAttachmentFile/getFileByParams',
        { params: { query: { bizType: field.bizType ?? 'yyzz', bizId: boundTo ?? '' } } },
        { enabled: Boolean(boundTo), select: (result) => result.data.map(fileRef) },
      ),
    ),
  });
  if (!values) return values;
  if (boundTo && queries.some((query) => query.isPending)) return undefined;
  const resolved: RecordValues = { ...values };
  uploads.forEach((field, index) => {
    const known = queries[index]?.data ?? [];
    const ids = Array.isArray(values[field.name]) ? (values[field.name] as unknown[]) : [];
    resolved[field.name] = ids
      .filter((id): id is string => typeof id === 'string')
      .map((id, position): UploadedFileRef => known.find((file) => file.id === id) ?? { id, name: `已上传文件${position + 1}`, url: '' });
  });
  return resolved;
}
