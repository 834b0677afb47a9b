import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

// RFC 5987 attr-char is ALPHA / DIGIT / "!#$&+-.^_`|~"; encodeURIComponent also leaves '()* unescaped.
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * An `attachment` Content-Disposition naming the file in UTF-8 (RFC 6266 / RFC 5987), with a plain ASCII
 * `filename` for clients that do not read `filename*`.
 *
 * @example contentDisposition('营业执照.png') // attachment; filename="____.png"; filename*=UTF-8''%E8%90%A5%E4%B8%9A%E6%89%A7%E7%85%A7.png
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\u0020-\u007e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/**
 * Sends a stored file as a download: its recognised type, its length, an `attachment` disposition with its name,
 * `nosniff` so the browser never reinterprets it, and no caching of what is private.
 */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; size: number; stream: Readable }): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
