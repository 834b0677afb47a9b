import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { takeHit } from '../db/rate-limit.ts';
import { AppError, badRequest, tooManyRequests } from '../errors.ts';
import { attachmentRepository as files, TOO_LARGE, type BizType, type UploadConfig } from './attachment-repository.ts';
import type { RecordOwner } from './enterprise-scope.ts';

const BIZ_TYPES: readonly string[] = ['yyzz'];
const MALFORMED = '上传的内容不完整或格式不正确，请重新上传';
const NO_FILE = '请选择要上传的文件';

/** The bizType form field (default yyzz); only fields sent before the file are seen. */
function bizTypeOf(file: MultipartFile): BizType {
  const field = file.fields.bizType;
  const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'yyzz';
  if (!BIZ_TYPES.includes(value)) throw badRequest('业务类型无效', [{ field: 'body.bizType', msg: '业务类型只能是 yyzz' }]);
  return value as BizType;
}

/**
 * Reads the request through `read`. A file over the limit is the 413; the plugin's other coded errors (part
 * limits, not multipart) have their envelopes; anything else while parsing the body (no boundary, a body cut
 * short) is the client's malformed upload, not a server error.
 */
async function readUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE);
    if (typeof code === 'string' && code.startsWith('FST_')) throw error;
    throw badRequest(MALFORMED, [{ field: 'body.file', msg: MALFORMED }]);
  }
}

/**
 * Takes the `file` part of a multipart upload into the owner's enterprise, unbound: at most
 * `limits.uploadsPerHour` uploads per enterprise and hour (429, counted before the body is read), at most 10 MB
 * (413), an accepted type (415) and within the enterprise's quota of unbound uploads (413).
 */
export async function receiveUpload(request: FastifyRequest, db: Db, config: UploadConfig, owner: RecordOwner) {
  const perHour = config.limits.uploadsPerHour;
  if (!(await takeHit(db, `upload:${owner.entId}`, { limit: perHour, windowSeconds: 3600 }))) {
    throw tooManyRequests(`上传过于频繁：每个企业每小时最多上传 ${perHour} 个文件，请稍后再试`);
  }
  const file = await readUpload(() => request.file());
  if (!file || file.fieldname !== 'file') throw badRequest(NO_FILE, [{ field: 'body.file', msg: NO_FILE }]);
  const bizType = bizTypeOf(file);
  const bytes = await readUpload(() => file.toBuffer());
  // The plugin misses a limit that falls on a chunk boundary and hands back the first 10 MiB; the stream knows.
  if (file.file.truncated) throw new AppError(413, TOO_LARGE);
  return files.store(db, config, owner, bizType, { fileName: file.filename, bytes });
}
