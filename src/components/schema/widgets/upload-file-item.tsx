import { FileText, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { UploadedFileRef } from '../field-config';
import { uploadKind } from './upload-checks';

interface UploadFileItemProps {
  file: UploadedFileRef;
  /** An object URL of the file chosen in this visit, shown instead of fetching `file.url`. */
  localUrl?: string;
  disabled: boolean;
  onRemove: () => void;
}

/** One file of an upload field: an image thumbnail or a PDF link (new tab), and a remove button. */
export function UploadFileItem({ file, localUrl, disabled, onRemove }: UploadFileItemProps) {
  const kind = uploadKind(file.name) ?? uploadKind(file.url);
  const href = localUrl ?? file.url;
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-md border bg-card p-2 text-sm">
      {kind === 'image' ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="shrink-0">
          <img src={href} alt={`${file.name}预览`} className="size-12 rounded object-cover" />
        </a>
      ) : (
        <FileText aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      )}
      {kind ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-primary hover:underline">
          {file.name}
        </a>
      ) : (
        <span className="min-w-0 flex-1 truncate">{file.name}</span>
      )}
      <Button variant="ghost" size="icon" disabled={disabled} aria-label={`删除${file.name}`} onClick={onRemove}>
        <X />
      </Button>
    </li>
  );
}
