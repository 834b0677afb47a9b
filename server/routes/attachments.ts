import type { MultipartFile } from '@fastify/multipart';
import { contentDisposition } from '../http/content-disposition.ts';
import { ok } from '../http/envelope.ts';
import { AppError, badRequest } from '../errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { attachmentRepository as files, TOO_LARGE, type BizType } from '../records/attachment-repository.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

const BIZ_TYPES: readonly string[] = ['yyzz'];
const MALFORMED = '上传的内容不完整或格式不正确，请重新上传';

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

// Enterprise attachments: uploaded unbound, bound when a record lists them, always within the caller's enterprise.
export const attachmentHandlers = defineHandlers({
  addYyzzFile: async ({ request, session, services }) => {
    const owner = recordOwner(session);
    const file = await readUpload(() => request.file());
    if (!file || file.fieldname !== 'file') throw badRequest('请选择要上传的文件', [{ field: 'body.file', msg: '请选择要上传的文件' }]);
    const bizType = bizTypeOf(file);
    const bytes = await readUpload(() => file.toBuffer());
    // The plugin misses a limit that falls on a chunk boundary and hands back the first 10 MiB; the stream knows.
    if (file.file.truncated) throw new AppError(413, TOO_LARGE);
    return ok(await files.store(services.db, services.config.dataDir, owner, bizType, { fileName: file.filename, bytes }), '上传成功');
  },

  getFileByParams: async ({ query, session, services }) =>
    ok(await files.listOf(services.db, recordOwner(session).entId, query.bizType, query.bizId)),

  downloadOssFile: async ({ params, session, services, reply }) => {
    const file = await files.open(services.db, services.config.dataDir, recordOwner(session).entId, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  },
});
