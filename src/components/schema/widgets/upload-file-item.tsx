import { FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/api/download';
import type { UploadedFileRef } from '../field-config';
import { uploadKind } from './upload-checks';

interface UploadFileItemProps {
  file: UploadedFileRef;
  /** An object URL of the file chosen in this visit, shown instead of fetching the stored file. */
  localUrl?: string;
  /** Fetches a stored file (with the session's token) for the thumbnail and the download. */
  fetchFile?: (file: UploadedFileRef) => Promise<Blob>;
  disabled?: boolean;
  /** Shows the remove button. */
  onRemove?: () => void;
}

/** An object URL of a stored image, fetched once the item shows; revoked when it goes. */
function useStoredImageUrl(file: UploadedFileRef, fetchFile: UploadFileItemProps['fetchFile'], wanted: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!wanted || !fetchFile) return;
    let live = true;
    let created: string | undefined;
    fetchFile(file).then(
      (blob) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, fetchFile, wanted]);
  return url;
}

/**
 * One file of an upload field or a details page: an image thumbnail or a PDF icon, the name (opens the file
 * in a new tab, or downloads a stored PDF through `fetchFile`), and an optional remove button.
 */
export function UploadFileItem({ file, localUrl, fetchFile, disabled = false, onRemove }: UploadFileItemProps) {
  const kind = uploadKind(file.name) ?? uploadKind(file.url);
  const storedImage = useStoredImageUrl(file, fetchFile, !localUrl && kind === 'image');
  // Without `fetchFile` the stored file's url is a plain link.
  const href = localUrl ?? (fetchFile ? storedImage : file.url || undefined);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!fetchFile) return;
    setDownloading(true);
    try {
      saveBlob(await fetchFile(file), file.name);
    } catch {
      // The client's middleware already showed why.
    } finally {
      setDownloading(false);
    }
  };
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-md border bg-card p-2 text-sm">
      {kind === 'image' && href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="shrink-0">
          <img src={href} alt={`${file.name}预览`} className="size-12 rounded object-cover" />
        </a>
      ) : (
        <FileText aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      )}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-primary hover:underline">
          {file.name}
        </a>
      ) : fetchFile ? (
        <button
          type="button"
          disabled={downloading}
          aria-label={`下载${file.name}`}
          onClick={() => void download()}
          className="min-w-0 flex-1 truncate text-left text-primary hover:underline disabled:opacity-60"
        >
          {file.name}
        </button>
      ) : (
        <span className="min-w-0 flex-1 truncate">{file.name}</span>
      )}
      {onRemove ? (
        <Button variant="ghost" size="icon" disabled={disabled} aria-label={`删除${file.name}`} onClick={onRemove}>
          <X />
        </Button>
      ) : null}
    </li>
  );
}
