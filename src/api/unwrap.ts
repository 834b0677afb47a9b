import { ApiError } from './api-error.ts';
import { envelopeFields } from './envelope.ts';
import { SERVER_ABNORMAL, statusMessage } from './messages.ts';

/** The shape openapi-fetch resolves with; both branches of its `FetchResponse` union fit. */
interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Resolves to the `data` field of an envelope response, typed from the contract.
 * Rejects with `ApiError` when the call failed or the envelope has no `data`.
 *
 * @example const info = await unwrap(client.GET('/portal/getInfo')); // SessionInfo
 */
export async function unwrap<T extends { data: unknown }>(call: Promise<CallResult<T>>): Promise<T['data']> {
  const envelope = await succeeded(call);
  if (envelope.data === undefined) throw missing(envelope);
  return envelope.data;
}

/**
 * Resolves to `{rows, total}` of a paged envelope response.
 *
 * @example const { rows, total } = await page(client.GET('/portal/api/notice/list', { params: { query: { pageNum: 1 } } }));
 */
export async function page<T extends { rows: unknown[]; total: number }>(
  call: Promise<CallResult<T>>,
): Promise<{ rows: T['rows']; total: number }> {
  const envelope = await succeeded(call);
  if (!Array.isArray(envelope.rows) || typeof envelope.total !== 'number') throw missing(envelope);
  return { rows: envelope.rows, total: envelope.total };
}

async function succeeded<T>(call: Promise<CallResult<T>>): Promise<Partial<T>> {
  const { data, error, response } = await call;
  // Only reachable for calls that bypass the portal middleware, which rejects on errors itself.
  if (error !== undefined) {
    const { code = response.status, msg } = envelopeFields(error);
    throw new ApiError(code, msg ?? statusMessage(code), { body: error });
  }
  if (data === undefined) throw missing(data);
  return data;
}

function missing(body: unknown): ApiError {
  return new ApiError(0, SERVER_ABNORMAL, { body });
}
