import { vi } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../create-api-client.ts';
import type { Forbidden } from '../middleware.ts';

/** Test helper: a fetch that records each Request and answers with `respond`. */
export function recordingFetch(respond: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return respond(request);
  };
  return { fetch, requests };
}

/** Test helper: a JSON response, e.g. `json({ code: 200, msg: 'ok', data: 1 })`. */
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status });
}

/** Test helper: a real portal client over `recordingFetch`, with spy callbacks. */
export function testClient(
  respond: (request: Request) => Response | Promise<Response>,
  options: Partial<ApiClientOptions> = {},
) {
  const { fetch, requests } = recordingFetch(respond);
  const deps = {
    getToken: vi.fn<() => string | undefined>(() => 'tok-1'),
    onUnauthorized: vi.fn<() => void>(),
    onForbidden: vi.fn<(forbidden: Forbidden) => void>(),
    notify: vi.fn<(message: string) => void>(),
  };
  const client = createApiClient({ baseUrl: 'http://api.test', fetch, ...deps, ...options });
  return { client, requests, ...deps };
}
