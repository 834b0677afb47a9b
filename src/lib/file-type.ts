/** Spec §9: the file types the portal can preview in the browser. */
export const PREVIEW_FILE_TYPES = ['jpeg', 'png', 'gif', 'webp', 'bmp', 'tiff', 'svg', 'pdf', 'txt', 'json'] as const;

export type PreviewFileType = (typeof PREVIEW_FILE_TYPES)[number];

const BY_EXTENSION: Record<string, PreviewFileType> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  tiff: 'tiff',
  tif: 'tiff',
  svg: 'svg',
  pdf: 'pdf',
  txt: 'txt',
  json: 'json',
};

const BY_MIME: Record<string, PreviewFileType> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/x-ms-bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'application/json': 'json',
};

/**
 * The preview type of a file, from its MIME type (parameters ignored), its name, path or URL (query and hash
 * ignored) or a bare extension; null when it cannot be previewed. jpg is jpeg, tif is tiff.
 *
 * @example previewFileType('营业执照.JPG') // 'jpeg'
 * @example previewFileType('application/pdf; charset=binary') // 'pdf'
 */
export function previewFileType(fileNameOrMime: string | null | undefined): PreviewFileType | null {
  if (!fileNameOrMime) return null;
  const value = fileNameOrMime.trim().toLowerCase();
  const mime = BY_MIME[value.split(';')[0]!.trim()];
  if (mime) return mime;
  const path = value.split(/[?#]/)[0]!;
  const name = path.slice(path.lastIndexOf('/') + 1);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : name;
  return BY_EXTENSION[extension] ?? null;
}

/** True when `previewFileType` knows the file. */
export function isPreviewable(fileNameOrMime: string | null | undefined): boolean {
  return previewFileType(fileNameOrMime) !== null;
}
