import { describe, expect, it } from 'vitest';
import { registeredPersonInputSchema } from '../../forms/registered-person.ts';
import { AppError } from '../errors.ts';
import { parseBody } from './zod-validation.ts';

const failureOf = (body: unknown) => {
  try {
    parseBody(registeredPersonInputSchema, body);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a validation failure');
};

describe('parseBody', () => {
  it('reports the shared schema’s Chinese messages as body field errors', () => {
    const error = failureOf({ name: '张三', idCard: '110105199003072310' });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe(400);
    expect(error.errors).toContainEqual({ field: 'body.idCard', msg: '请输入正确的身份证号码' });
    expect(error.message).toMatch(/^请求参数不正确：/);
  });

  it('puts zod’s built-in checks into Chinese, one message per field', () => {
    const error = failureOf({ name: '', extra: 1 });
    expect(error.errors).toContainEqual({ field: 'body.name', msg: 'name 不能为空' });
    expect(error.errors?.every((e) => /[\u4e00-\u9fa5]/.test(e.msg))).toBe(true);
    expect(new Set(error.errors?.map((e) => e.field)).size).toBe(error.errors?.length);
  });
});
