import type { UploadedFileRef } from '../field-config';
import { UploadFileItem } from '../widgets/upload-file-item';
import type { DisplayProps } from './display-props';

/**
 * kind `upload`: the files with preview and download (through the field's `fetchFile`). The page resolves the
 * stored ids to file refs before showing the record; anything else in the list is skipped.
 */
export function FileListDisplay({ field, record }: DisplayProps) {
  const value = record[field.name];
  const files = Array.isArray(value) ? (value as unknown[]).filter((file): file is UploadedFileRef => typeof file === 'object' && file !== null) : [];
  if (files.length === 0) return <span className="text-muted-foreground">暂无{field.label}</span>;
  return (
    <ul aria-label={field.label} className="grid gap-2 sm:grid-cols-2">
      {files.map((file) => (
        <UploadFileItem key={file.id} file={file} fetchFile={field.fetchFile} />
      ))}
    </ul>
  );
}
