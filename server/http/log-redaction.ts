import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_KEYS = /^(password|newpassword|code|oblcode|newcode|idcode|token|ticket|key|pctoken)$/i;

/** The request URL with secret query values replaced, for logs. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (SECRET_QUERY_KEYS.test(key)) params.set(key, '***');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** Logs method, redacted URL and address only: never headers (tokens, cookies) or bodies (passwords, codes). */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

// Structured fields of a PostgreSQL error (node-postgres and PGlite) that name things, never values.
const DB_FIELDS = ['severity', 'table', 'column', 'constraint', 'dataType', 'schema', 'routine'] as const;

/** A PostgreSQL message with every double-quoted part masked: `invalid input syntax for type uuid: "x"` carries the value. */
const maskQuoted = (message: string) => message.replace(/"[^"]*"/g, '"?"');

/**
 * The `err` serializer for logs. Errors from the database carry the failed statement's parameters (Drizzle's
 * `params` and message, PGlite's `params`) and values in PostgreSQL's `detail` and message, which may be
 * passwords, codes or personal data: only the statement text, the SQLSTATE and the names involved are kept.
 * Other errors keep their message. The stack keeps its frames, never the message line, and causes are
 * serialised the same way.
 *
 * @example logger.error({ err }, 'unhandled error') // { type, message, code, query, stack, cause }
 */
export function errorSerializer(error: unknown): SerializedError {
  return serializeError(error, 0);
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function serializeError(error: unknown, depth: number): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '(not an Error)', stack: '' };
  const e = error as Error & Record<string, unknown>;
  const fromDatabase = 'params' in e || 'query' in e || (typeof e.code === 'string' && 'severity' in e);
  const query = typeof e.query === 'string' ? e.query : undefined;
  const message = !fromDatabase ? e.message : query !== undefined && e.message.startsWith('Failed query:') ? 'Failed query' : maskQuoted(e.message);
  const frames = e.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];
  const out: SerializedError = { type: e.name, message, stack: [`${e.name}: ${message}`, ...frames].join('\n') };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (query !== undefined) out.query = query;
  if (fromDatabase) for (const field of DB_FIELDS) if (typeof e[field] === 'string') out[field] = e[field];
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}
