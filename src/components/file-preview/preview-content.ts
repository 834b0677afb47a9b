import { previewFileType, type PreviewFileType } from '@/lib/file-type';

/** What a file previews as: an image or a PDF from an object URL, text, or nothing (download to view). */
export type PreviewContent =
  | { kind: 'image'; url: string; type: PreviewFileType }
  | { kind: 'pdf'; url: string }
  | { kind: 'text'; text: string; truncated: boolean }
  | { kind: 'none'; type: PreviewFileType | null };

/** Text files show at most this many bytes; the rest is for the download. */
export const TEXT_PREVIEW_BYTES = 256 * 1024;

// Browsers show these in an <img>; TIFF they cannot.
const IMAGE_MIME: Partial<Record<PreviewFileType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

/**
 * The spec §9 type of a loaded file: the server's content type (it checks stored files by their magic numbers),
 * else the file name.
 */
export function loadedFileType(blob: Blob, name: string): PreviewFileType | null {
  return previewFileType(blob.type) ?? previewFileType(name);
}

/** True for the types a browser can show in an `<img>` (spec §9's images without TIFF). */
export function isDisplayableImage(type: PreviewFileType | null): boolean {
  return type !== null && type in IMAGE_MIME;
}

/**
 * How to preview a loaded file. Object URLs are made from a copy typed by the preview type, so a mislabelled
 * body (say, a web page named .pdf) is shown as an image or a PDF, never run as a page of this origin. SVG is
 * only ever shown as an image. Free the result with `releasePreview`.
 */
export async function previewContent(blob: Blob, name: string): Promise<PreviewContent> {
  const type = loadedFileType(blob, name);
  if (type === 'pdf') return { kind: 'pdf', url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) };
  const imageMime = type ? IMAGE_MIME[type] : undefined;
  if (type && imageMime) return { kind: 'image', type, url: URL.createObjectURL(new Blob([blob], { type: imageMime })) };
  if (type === 'txt' || type === 'json') {
    const truncated = blob.size > TEXT_PREVIEW_BYTES;
    const text = await blob.slice(0, TEXT_PREVIEW_BYTES).text();
    return { kind: 'text', text: type === 'json' && !truncated ? prettyJson(text) : text, truncated };
  }
  return { kind: 'none', type };
}

/** Frees what `previewContent` made. */
export function releasePreview(content: PreviewContent): void {
  if (content.kind === 'image' || content.kind === 'pdf') URL.revokeObjectURL(content.url);
}

function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
