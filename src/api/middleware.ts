import type { Middleware } from 'openapi-fetch';
import { ApiError, type FieldError } from './api-error.ts';
import { envelopeFields, isJsonType } from './envelope.ts';
import { SERVER_ABNORMAL, statusMessage } from './messages.ts';
import { SEND_CODE_PATHS, TOKENLESS_PATHS } from '@openapi/operation-facts.gen';

/** What a 403 said: the server's message (or the spec §8 default) and the contract path of the call. */
export interface Forbidden {
  message: string;
  schemaPath: string;
}

/** What the portal middleware needs from the app: the token and the reactions to errors. */
export interface PortalMiddlewareDeps {
  /** The stored access token, or undefined when signed out. */
  getToken(): string | undefined;
  /** Called on 401: log out and go to '/'. */
  onUnauthorized(): void;
  /** Called on 403: go to '/memberCenter', unless the page shows `forbidden.message` itself. */
  onForbidden(forbidden: Forbidden): void;
  /** Shows an error toast. Called exactly once per failed call (never for 401/403 or caller aborts). */
  notify(message: string): void;
  /** Timeout in ms for a contract path, undefined for none. Defaults to 20 s for send-code calls only. */
  timeoutMs?: (schemaPath: string) => number | undefined;
}

/** Spec §9: SMS and mail code send timeout. */
export const SEND_CODE_TIMEOUT_MS = 20_000;

/**
 * True for the contract paths that send an SMS or mail code (`x-sends-code` in the contract), e.g.
 * `isSendCodePath('/portal/api/registerSms')`.
 */
export function isSendCodePath(schemaPath: string): boolean {
  return SEND_CODE_PATHS.has(schemaPath);
}

function sendCodeTimeoutMs(schemaPath: string): number | undefined {
  return isSendCodePath(schemaPath) ? SEND_CODE_TIMEOUT_MS : undefined;
}

/**
 * openapi-fetch middleware implementing spec §7–8: Bearer token, send-code timeout, envelope check and error
 * reactions. Every failure rejects with an `ApiError`. Requests made with `parseAs: 'blob'` are passed through
 * untouched and never notify, because `downloadBlob` owns download errors (they use a different message order).
 *
 * @example client.use(createPortalMiddleware({ getToken, onUnauthorized, onForbidden, notify }))
 */
export function createPortalMiddleware(deps: PortalMiddlewareDeps): Middleware {
  const timeoutMs = deps.timeoutMs ?? sendCodeTimeoutMs;
  const fail = (code: number, message: string, extra: { errors?: FieldError[]; body?: unknown; cause?: unknown } = {}) => {
    deps.notify(message);
    return new ApiError(code, message, extra);
  };

  return {
    onRequest({ request, schemaPath }) {
      const token = TOKENLESS_PATHS.has(schemaPath) ? undefined : deps.getToken();
      const ms = timeoutMs(schemaPath);
      if (!token && ms === undefined) return undefined;
      const headers = new Headers(request.headers);
      if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
      if (ms === undefined) return new Request(request, { headers });
      const timeout = AbortSignal.timeout(ms);
      // Node < 24 can garbage-collect a timeout signal that only AbortSignal.any() refers to, so it never fires
      // (nodejs/node#57736). A listener of its own keeps it alive until it fires.
      timeout.addEventListener('abort', () => undefined, { once: true });
      return new Request(request, { headers, signal: AbortSignal.any([request.signal, timeout]) });
    },

    async onResponse({ request, response, options, schemaPath }) {
      if (options.parseAs === 'blob') return undefined;
      let body: unknown;
      try {
        body = await readJsonBody(response);
      } catch (error) {
        if (isCallerAbort(request.signal)) throw error;
        throw fail(response.ok ? 0 : response.status, SERVER_ABNORMAL, { cause: error });
      }
      if (body === undefined) {
        if (response.ok) return undefined;
        throw fail(response.status, SERVER_ABNORMAL);
      }
      const envelope = envelopeFields(body);
      if (response.ok && (envelope.code === undefined || envelope.code === 200)) return undefined;
      const code = envelope.code === undefined || envelope.code === 200 ? response.status : envelope.code;
      if (code === 401) {
        deps.onUnauthorized();
        throw new ApiError(401, statusMessage(401), { body });
      }
      if (code === 403) {
        deps.onForbidden({ message: envelope.msg ?? statusMessage(403), schemaPath });
        throw new ApiError(403, statusMessage(403), { body });
      }
      const message = envelope.msg ?? (envelope.code === undefined ? SERVER_ABNORMAL : statusMessage(code));
      throw fail(code, message, { errors: envelope.errors, body });
    },

    onError({ request, error, options }) {
      // A caller abort (unmount, query cancel) is not a failure: rethrow it as is, silently.
      if (isCallerAbort(request.signal)) return undefined;
      if (options.parseAs === 'blob') return new ApiError(0, SERVER_ABNORMAL, { cause: error });
      return fail(0, SERVER_ABNORMAL, { cause: error });
    },
  };
}

/** The parsed JSON body, or undefined when the body is not JSON or empty. Throws on malformed JSON. */
async function readJsonBody(response: Response): Promise<unknown> {
  if (!isJsonType(response.headers.get('Content-Type'))) return undefined;
  const text = await response.clone().text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function isCallerAbort(signal: AbortSignal): boolean {
  const reason: unknown = signal.reason;
  const name = typeof reason === 'object' && reason !== null ? (reason as { name?: unknown }).name : undefined;
  return signal.aborted && name !== 'TimeoutError';
}
