import type { FieldError } from '../errors.ts';

export const OK_MSG = '操作成功';

/** `{code: 200, msg, data}`; without data it is a bare success. */
export function ok(): { code: number; msg: string };
export function ok<T>(data: T, msg?: string): { code: number; msg: string; data: T };
export function ok<T>(data?: T, msg = OK_MSG) {
  return data === undefined ? { code: 200, msg } : { code: 200, msg, data };
}

/** `{code: 200, msg, rows, total}` for paged lists. */
export function page<T>(rows: T[], total: number) {
  return { code: 200, msg: '查询成功', rows, total };
}

export function errorEnvelope(code: number, msg: string, errors?: FieldError[]) {
  return errors && errors.length > 0 ? { code, msg, errors } : { code, msg };
}
