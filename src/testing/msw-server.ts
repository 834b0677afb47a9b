import { setupServer } from 'msw/node';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@openapi/schema.gen';

/**
 * msw handlers typed from the contract. Paths are written as in the contract; responses are checked
 * against it by the type checker.
 *
 * @example server.use(http.get('/portal/getInfo', ({ response }) => response(200).json(sessionInfo())))
 */
export const http = createOpenApiHttp<paths>({ baseUrl: 'http://localhost' });

/** The one msw server for component tests; unhandled requests fail the test. */
export const server = setupServer();
