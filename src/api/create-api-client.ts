import createClient, { type Client } from 'openapi-fetch';
import { createPortalMiddleware, type PortalMiddlewareDeps } from './middleware.ts';
import { serializeQuery } from './query-serializer.ts';
import type { paths } from '@openapi/schema.gen';

/** The typed client for the portal contract. */
export type PortalClient = Client<paths>;

/** Middleware callbacks plus where to send requests. */
export interface ApiClientOptions extends PortalMiddlewareDeps {
  /** Server base address; '' for same origin. */
  baseUrl: string;
  /** Replaces the global fetch, e.g. in tests. */
  fetch?: (input: Request) => Promise<Response>;
}

/**
 * Creates the one typed client with the portal middleware and query serializer. Works in the browser and in Node.
 *
 * @example const client = createApiClient({ baseUrl: 'http://127.0.0.1:3000', getToken: () => token, onUnauthorized, onForbidden, notify })
 */
export function createApiClient({ baseUrl, fetch, ...deps }: ApiClientOptions): PortalClient {
  const client = createClient<paths>({
    baseUrl,
    // Look the global up per call: openapi-fetch would otherwise capture it at creation, before test mocks install.
    fetch: fetch ?? ((input) => globalThis.fetch(input)),
    querySerializer: serializeQuery,
  });
  client.use(createPortalMiddleware(deps));
  return client;
}
