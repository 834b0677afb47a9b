/** A field-level problem reported back to the client. */
export interface FieldError {
  field: string;
  msg: string;
}

/**
 * An expected failure with a Chinese message; the error handler turns it into the envelope
 * `{code, msg, errors?}` with `code` as the HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string, errors?: FieldError[]) => new AppError(400, msg, errors);
/** The 400 for input that fails validation (contract or shared zod schema): one message per field. */
export const invalidInput = (errors: FieldError[]) =>
  badRequest(errors.length > 0 ? `请求参数不正确：${errors.map((e) => e.msg).join('；')}` : '请求参数不正确', errors);
export const unauthorized = (msg = '认证失败，无法访问系统资源') => new AppError(401, msg);
export const forbidden = (msg = '当前操作没有权限') => new AppError(403, msg);
export const notFound = (msg = '访问资源不存在') => new AppError(404, msg);
export const conflict = (msg: string, errors?: FieldError[]) => new AppError(409, msg, errors);
export const locked = (msg: string) => new AppError(423, msg);
export const tooManyRequests = (msg: string) => new AppError(429, msg);
export const notImplemented = (operationId: string) =>
  new AppError(501, `接口 ${operationId} 尚未实现`);
