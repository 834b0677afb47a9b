import { previewFileType, type PreviewFileType } from '@/lib/file-type';

/** Spec limit for one uploaded file (the server answers 413 above it). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The types the upload call accepts (addYyzzFile's encoding): the previewable images without SVG, and PDF. */
const UPLOADABLE: readonly PreviewFileType[] = ['jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff', 'pdf'];

/** What the file input offers. */
export const UPLOAD_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp,image/bmp,image/tiff,application/pdf,.jpg,.jpeg,.png,.gif,.webp,.bmp,.tif,.tiff,.pdf';

/**
 * Why a chosen file cannot be uploaded, or null. The MIME type decides when the browser gives a specific one;
 * otherwise the extension does.
 */
export function uploadProblem(file: File): string | null {
  const generic = !file.type || file.type === 'application/octet-stream';
  const type = previewFileType(generic ? file.name : file.type);
  if (!type || !UPLOADABLE.includes(type)) return '仅支持图片或 PDF 文件';
  if (file.size > MAX_UPLOAD_BYTES) return '文件不能超过 10 MB';
  return null;
}
