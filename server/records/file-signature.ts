/** The upload types the portal accepts, as recognised from a file's first bytes. */
export const ACCEPTED_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'application/pdf': 'pdf',
} as const;
export type AcceptedType = keyof typeof ACCEPTED_TYPES;

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The type of a file by its magic bytes, or null when it is none of ACCEPTED_TYPES. The name and the
 * declared content type are ignored: a text file named .png is not an image. SVG (text) never matches.
 */
export function detectFileType(bytes: Uint8Array): AcceptedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  // BM, then the file size, 4 reserved bytes and the pixel offset: demand a whole 14-byte header.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return 'image/bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'image/tiff';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}
