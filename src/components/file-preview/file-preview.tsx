import { FileImage, FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { PreviewFileType } from '@/lib/file-type';
import type { PreviewContent } from './preview-content';

interface FilePreviewProps {
  content: PreviewContent;
  name: string;
  /** Saves the file; offered where the browser cannot show it. */
  onDownload(): void;
}

/** A file the browser cannot show: its type icon and 下载查看, never a broken image. */
export function NoPreview({ type, name, onDownload }: { type: PreviewFileType | null; name: string; onDownload(): void }) {
  const Icon = type === 'tiff' ? FileImage : FileText;
  return (
    <div className="grid justify-items-center gap-3 rounded-md border border-dashed p-8 text-center text-sm">
      <Icon aria-hidden="true" className="size-12 text-muted-foreground" />
      <p>{type === 'tiff' ? '浏览器无法直接显示 TIFF 图片，请下载后查看。' : '无法在浏览器中预览该文件，请下载后查看。'}</p>
      <Button type="button" variant="outline" onClick={onDownload} aria-label={`下载查看${name}`}>
        下载查看
      </Button>
    </div>
  );
}

/**
 * A loaded file shown by type (spec §9): images (SVG included) as an `<img>`, a PDF in an inline frame, text and
 * JSON as text in a `<pre>`, anything else (TIFF) as `NoPreview`. No markup from the file is ever inserted.
 */
export function FilePreview({ content, name, onDownload }: FilePreviewProps) {
  const [broken, setBroken] = useState(false);
  if (content.kind === 'image' && !broken) {
    return <img src={content.url} alt={name} onError={() => setBroken(true)} className="mx-auto max-h-[70vh] max-w-full object-contain" />;
  }
  if (content.kind === 'pdf') return <iframe src={content.url} title={name} className="h-[70vh] w-full rounded-md border" />;
  if (content.kind === 'text') {
    return (
      <div className="grid gap-2">
        <pre tabIndex={0} aria-label={name} className="max-h-[70vh] overflow-auto rounded-md border bg-muted p-3 text-xs break-all whitespace-pre-wrap">
          {content.text}
        </pre>
        {content.truncated ? <p className="text-xs text-muted-foreground">仅显示文件开头部分，完整内容请下载查看。</p> : null}
      </div>
    );
  }
  return <NoPreview type={content.kind === 'none' || content.kind === 'image' ? content.type : null} name={name} onDownload={onDownload} />;
}
