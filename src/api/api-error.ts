/** One field problem reported by the server (`ErrorEnvelope.errors[]`). */
export interface FieldError {
  field: string;
  msg: string;
}

/**
 * The single error type every failed API call rejects with.
 * `code` is the envelope code (falling back to the HTTP status), or 0 when no response arrived.
 * `message` is the text already shown to the user, `body` the parsed error body when there was one.
 */
export class ApiError extends Error {
  code: number;
  errors?: FieldError[];
  body?: unknown;

  constructor(code: number, message: string, options: { errors?: FieldError[]; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    if (options.errors) this.errors = options.errors;
    if (options.body !== undefined) this.body = options.body;
  }
}
