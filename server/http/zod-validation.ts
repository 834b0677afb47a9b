import type { z } from 'zod';
import { invalidInput, type FieldError } from '../errors.ts';

const HAS_CHINESE = /[\u4e00-\u9fff]/;

// The shared schemas carry Chinese messages for their own rules; zod's built-in checks speak English.
function describe(issue: z.core.$ZodIssue, name: string): string {
  if (HAS_CHINESE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return Number(issue.minimum) === 1 ? `${name} 不能为空` : `${name} 不能小于 ${issue.minimum}`;
    case 'too_big':
      return `${name} 不能超过 ${issue.maximum}`;
    case 'invalid_type':
      return `${name} 的类型不正确`;
    case 'invalid_format':
      return `${name} 格式不正确`;
    case 'invalid_value':
      return `${name} 的取值无效`;
    case 'unrecognized_keys':
      return `不支持的字段 ${issue.keys.join('、')}`;
    default:
      return `${name} 不符合要求`;
  }
}

/** Turns zod issues into the same Chinese field errors the contract validation produces, one per field. */
export function zodFieldErrors(source: 'body' | 'query' | 'path', issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = [source, ...issue.path.map(String)].join('.');
    if (!byField.has(field)) byField.set(field, { field, msg: describe(issue, String(issue.path.at(-1) ?? source)) });
  }
  return [...byField.values()];
}

/**
 * Parses a request body with a shared zod schema from forms/, or throws the 400 envelope.
 *
 * @example const input = parseBody(registeredPersonInputSchema, body);
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw invalidInput(zodFieldErrors('body', result.error.issues));
  return result.data;
}
