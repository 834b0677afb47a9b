import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors.ts';

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  integer: '整数',
  number: '数字',
  boolean: '布尔值（true 或 false）',
  object: '对象',
  array: '数组',
  null: '空值',
};

const SOURCE_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function fieldPath(source: string, err: ErrorObject): string {
  const segments = err.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (err.keyword === 'required') segments.push(String(err.params.missingProperty));
  if (err.keyword === 'additionalProperties') segments.push(String(err.params.additionalProperty));
  return [SOURCE_NAMES[source] ?? source, ...segments].join('.');
}

function label(err: ErrorObject, field: string): string {
  const schema = err.parentSchema as { title?: string; properties?: Record<string, { title?: string }> } | undefined;
  if (err.keyword === 'required') {
    return schema?.properties?.[String(err.params.missingProperty)]?.title ?? field.split('.').pop()!;
  }
  return schema?.title ?? field.split('.').pop()!;
}

function describe(err: ErrorObject, name: string): string {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return `缺少必填项 ${name}`;
    case 'type': {
      const types = String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t);
      return `${name} 应为${types.join('或')}`;
    }
    case 'minLength':
      return Number(p.limit) === 1 ? `${name} 不能为空` : `${name} 不能少于 ${p.limit} 个字符`;
    case 'maxLength':
      return `${name} 不能超过 ${p.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${name} 不能小于 ${p.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${name} 不能大于 ${p.limit}`;
    case 'pattern':
    case 'format':
      return `${name} 格式不正确`;
    case 'enum':
      return `${name} 的取值无效，可选值：${(p.allowedValues as unknown[]).filter((v) => v !== null).join('、')}`;
    case 'const':
      return `${name} 的取值无效`;
    case 'additionalProperties':
      return `不支持的字段 ${name}`;
    case 'minItems':
      return `${name} 至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `${name} 最多 ${p.limit} 项`;
    case 'uniqueItems':
      return `${name} 不能有重复项`;
    default:
      return `${name} 不符合要求`;
  }
}

/** Turns Ajv errors from Fastify's validation into Chinese field errors, one per field. */
export function toFieldErrors(source: string, errors: ErrorObject[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const err of errors) {
    // oneOf/anyOf report their own summary after the branch errors; the branch errors say more.
    if (err.keyword === 'oneOf' || err.keyword === 'anyOf' || err.keyword === 'if') continue;
    const field = fieldPath(source, err);
    if (!byField.has(field)) byField.set(field, { field, msg: describe(err, label(err, field)) });
  }
  return [...byField.values()];
}
