import { Download, FileImage, FileText, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FilePreviewDialog } from '@/components/file-preview/file-preview-dialog';
import { isDisplayableImage } from '@/components/file-preview/preview-content';
import { Button } from '@/components/ui/button';
import { saveBlob } from '@/api/download';
import { previewFileType } from '@/lib/file-type';
import type { FieldConfig, UploadedFileRef } from '../field-config';

type FetchFile = NonNullable<FieldConfig['fetchFile']>;

interface UploadFileItemProps {
  file: UploadedFileRef;
  /** An object URL of the file chosen in this visit, shown instead of fetching the stored file. */
  localUrl?: string;
  /** Fetches a stored file (with the session's token) for the thumbnail, the preview and the download. */
  fetchFile?: FetchFile;
  disabled?: boolean;
  /** Shows the remove button. */
  onRemove?: () => void;
}

/** An object URL of a stored image, fetched quietly once the item shows (a failure leaves the icon); revoked when it goes. */
function useStoredImageUrl(file: UploadedFileRef, fetchFile: FetchFile | undefined, wanted: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!wanted || !fetchFile) return;
    const controller = new AbortController();
    let created: string | undefined;
    fetchFile(file, { signal: controller.signal, quiet: true }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      },
      () => undefined,
    );
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [file, fetchFile, wanted]);
  return url;
}

/**
 * One file of an upload field or a details page: an image thumbnail or a file-type icon (TIFF and PDF get icons,
 * never a broken image), the name and an optional remove button. A stored file (with `fetchFile`) opens in a
 * preview dialog and has a 下载 button; a file chosen in this visit opens in a new tab.
 */
export function UploadFileItem({ file, localUrl, fetchFile, disabled = false, onRemove }: UploadFileItemProps) {
  const type = previewFileType(file.name) ?? previewFileType(file.url);
  const image = isDisplayableImage(type);
  const storedImage = useStoredImageUrl(file, fetchFile, !localUrl && image);
  // Without `fetchFile` the stored file's url is a plain link.
  const href = localUrl ?? (fetchFile ? undefined : file.url || undefined);
  const thumbnail = image ? (href ?? storedImage) : undefined;
  const [brokenThumbnail, setBrokenThumbnail] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const stored = !localUrl && fetchFile;
  const download = async () => {
    if (!fetchFile) return;
    setDownloading(true);
    try {
      saveBlob(await fetchFile(file), file.name);
    } catch {
      // The download helper has shown why.
    } finally {
      setDownloading(false);
    }
  };
  const Icon = type === 'tiff' || image ? FileImage : FileText;
  return (
    <li className="flex min-w-0 items-center gap-2 rounded-md border bg-card p-2 text-sm">
      {thumbnail && !brokenThumbnail ? (
        <img
          src={thumbnail}
          alt={`${file.name}预览`}
          onError={() => setBrokenThumbnail(true)}
          onClick={stored ? () => setPreviewing(true) : undefined}
          className={stored ? 'size-12 shrink-0 cursor-zoom-in rounded object-cover' : 'size-12 shrink-0 rounded object-cover'}
        />
      ) : (
        <Icon aria-hidden="true" className="size-6 shrink-0 text-muted-foreground" />
      )}
      {href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-primary hover:underline">
          {file.name}
        </a>
      ) : stored ? (
        <button
          type="button"
          aria-label={`预览${file.name}`}
          onClick={() => setPreviewing(true)}
          className="min-w-0 flex-1 truncate text-left text-primary hover:underline"
        >
          {file.name}
        </button>
      ) : (
        <span className="min-w-0 flex-1 truncate">{file.name}</span>
      )}
      {stored ? (
        <>
          <Button variant="ghost" size="icon" disabled={downloading} aria-label={`下载${file.name}`} onClick={() => void download()}>
            <Download />
          </Button>
          <FilePreviewDialog name={file.name} load={(signal) => fetchFile(file, { signal })} open={previewing} onOpenChange={setPreviewing} />
        </>
      ) : null}
      {onRemove ? (
        <Button variant="ghost" size="icon" disabled={disabled} aria-label={`删除${file.name}`} onClick={onRemove}>
          <X />
        </Button>
      ) : null}
    </li>
  );
}
