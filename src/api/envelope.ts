import type { FieldError } from './api-error.ts';

/** The parts of a `{code, msg, errors}` envelope this layer reads; absent when the body lacks them or has the wrong type. */
export interface EnvelopeFields {
  code?: number;
  msg?: string;
  errors?: FieldError[];
}

/** Reads the envelope fields from any parsed JSON body, e.g. `envelopeFields({code: 500, msg: 'x'})`. */
export function envelopeFields(body: unknown): EnvelopeFields {
  if (typeof body !== 'object' || body === null) return {};
  const { code, msg, errors } = body as Record<string, unknown>;
  const fields: EnvelopeFields = {};
  if (typeof code === 'number') fields.code = code;
  if (typeof msg === 'string' && msg !== '') fields.msg = msg;
  if (Array.isArray(errors)) fields.errors = errors.filter(isFieldError);
  return fields;
}

/** True for `application/json` and `+json` media types, with or without parameters. */
export function isJsonType(contentType: string | null): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

function isFieldError(item: unknown): item is FieldError {
  if (typeof item !== 'object' || item === null) return false;
  const { field, msg } = item as Record<string, unknown>;
  return typeof field === 'string' && typeof msg === 'string';
}
