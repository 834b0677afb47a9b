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
