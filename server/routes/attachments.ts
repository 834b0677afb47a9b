import type { MultipartFile } from '@fastify/multipart';
import { contentDisposition } from '../http/content-disposition.ts';
import { ok } from '../http/envelope.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { defineHandlers } from '../http/handlers.ts';
import { attachmentRepository as files, TOO_LARGE, type BizType } from '../records/attachment-repository.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

const BIZ_TYPES: readonly string[] = ['yyzz'];

/** The bizType form field (default yyzz); only fields sent before the file are seen. */
function bizTypeOf(file: MultipartFile): BizType {
  const field = file.fields.bizType;
  const value = field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : 'yyzz';
  if (!BIZ_TYPES.includes(value)) throw badRequest('业务类型无效', [{ field: 'body.bizType', msg: '业务类型只能是 yyzz' }]);
  return value as BizType;
}

async function readAll(file: MultipartFile): Promise<Buffer> {
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE);
    throw error;
  }
}

// Enterprise attachments: uploaded unbound, bound when a record lists them, always within the caller's enterprise.
export const attachmentHandlers = defineHandlers({
  addYyzzFile: async ({ request, session, services }) => {
    const owner = recordOwner(session);
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw badRequest('请选择要上传的文件', [{ field: 'body.file', msg: '请选择要上传的文件' }]);
    const bizType = bizTypeOf(file);
    const bytes = await readAll(file);
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
