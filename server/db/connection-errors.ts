// SQLSTATEs of a lost server: admin_shutdown, crash_shutdown, cannot_connect_now (class 08 is matched whole).
const LOST_SERVER = new Set(['57P01', '57P02', '57P03']);
const NETWORK = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// What node-postgres, its pool and PGlite throw, as plain Errors without a code, when the connection is gone or
// cannot be had within connectionTimeoutMillis: the pool's "Connection terminated due to connection timeout" (a new
// connection) and "timeout exceeded when trying to connect" (none free), the client's own "timeout expired".
const LOST_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * True when `error` (or anything in its cause chain, or an AggregateError's members) says the database cannot be
 * reached right now: SQLSTATE class 08 or 57P01–57P03, a refused, reset or timed-out connection, a terminated
 * client, or a closed PGlite. Such a failure is the database's, not the request's: the caller may retry later.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const e = error as ErrorLike;
  if (typeof e.code === 'string' && (e.code.startsWith('08') || LOST_SERVER.has(e.code) || NETWORK.has(e.code))) return true;
  if (typeof e.message === 'string' && LOST_MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
