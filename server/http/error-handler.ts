import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorObject } from 'ajv';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';
import { pgErrorCode } from '../db/pg-error.ts';
import { AppError, invalidInput } from '../errors.ts';
import { errorEnvelope } from './envelope.ts';
import { toFieldErrors } from './validation-messages.ts';

const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, '请求体不是合法的 JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, '请求体不能为空'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, '请求内容过大'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, '不支持的请求内容类型'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, '请求长度与内容不符'],
  FST_ERR_BAD_URL: [400, '请求地址无效'],
  FST_ERR_ASYNC_CONSTRAINT: [400, '请求地址无效'],
  FST_REQ_FILE_TOO_LARGE: [413, '上传的文件过大'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, '请使用 multipart/form-data 上传文件'],
  FST_FILES_LIMIT: [413, '上传的文件数量过多'],
  FST_PARTS_LIMIT: [413, '上传的表单项过多'],
  FST_FIELDS_LIMIT: [413, '上传的表单项过多'],
};

/** Seconds a client is asked to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE = '服务暂时不可用（数据库无法连接），请稍后再试';

const NUL_TEXT = '请求参数不正确：文本不能包含空字符';
const BAD_DATE = '请求参数不正确：日期无效或超出范围';
/**
 * Values that pass the contract and the shared schemas but that PostgreSQL cannot store or compare, by SQLSTATE:
 * a NUL character in text (22021; 22P05 inside JSON) and a date it has no day for, such as year 0000 (22007, 22008).
 */
const BAD_VALUE_MESSAGES: Record<string, string> = { '22021': NUL_TEXT, '22P05': NUL_TEXT, '22007': BAD_DATE, '22008': BAD_DATE };

/**
 * The one error handler: every failure becomes `{code, msg, errors?}` with a Chinese message.
 * 5xx details are logged, never sent.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.code).send(errorEnvelope(error.code, error.message, error.errors));
    }
    if (error.validation) {
      const invalid = invalidInput(toFieldErrors(error.validationContext ?? 'body', error.validation as ErrorObject[]));
      return reply.status(400).send(errorEnvelope(400, invalid.message, invalid.errors));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(errorEnvelope(503, DATABASE_UNAVAILABLE));
    }
    const sqlState = pgErrorCode(error);
    if (sqlState === '23505') {
      return reply.status(409).send(errorEnvelope(409, '数据已存在，请勿重复提交'));
    }
    const badValue = sqlState ? BAD_VALUE_MESSAGES[sqlState] : undefined;
    if (badValue) {
      request.log.warn({ sqlState }, 'value the database cannot hold');
      return reply.status(400).send(errorEnvelope(400, badValue));
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(errorEnvelope(known[0], known[1]));
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorEnvelope(500, '服务器内部错误，请稍后再试'));
    }
    request.log.warn({ code: error.code, status }, 'client error');
    return reply.status(status).send(errorEnvelope(status, status === 404 ? '访问资源不存在' : '请求无法处理'));
  });
}

/** The 404 envelope for an unknown API path. */
export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send(errorEnvelope(404, '访问资源不存在'));
}
