import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import { loadContract } from '../../server/http/contract.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { seedDemoCertificates } from '../../server/seed/demo-certificates.ts';
import { seedDemoLicence } from '../../server/seed/demo-licence.ts';
import { seedDemoPersonnel } from '../../server/seed/demo-personnel.ts';
import { seedDemoProjects } from '../../server/seed/demo-projects.ts';
import { seedDemoData, seedReferenceData } from '../../server/seed/seed.ts';
import { createApiClient, type PortalClient } from '../../src/api/create-api-client.ts';
import type { Database } from '../../server/db/client.ts';
import { createTestDatabase } from './test-database.ts';
import { createResponseValidator } from './response-validator.ts';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  /** A client without a token; errors reject (middleware) and are also collected in `notices`. */
  client: PortalClient;
  /** A client that sends `token`. */
  as(token: string): PortalClient;
  notices: string[];
  validator: ReturnType<typeof createResponseValidator>;
  close(): Promise<void>;
}

/** Every test file calls from one address and one enterprise: the abuse limits are tested on their own. */
const TEST_LIMITS: ServerConfig['limits'] = { captchasPerMinute: 10_000, uploadsPerHour: 10_000, unboundUploadBytes: 2 ** 40, unboundUploadFiles: 10_000 };

/**
 * The real server on a fresh database, listening on a free loopback port, with the generated
 * client pointed at it. Every response the clients receive is validated against the contract.
 */
export async function startTestServer(options: { sandbox?: boolean; config?: Partial<ServerConfig> } = {}): Promise<TestServer> {
  const { database, dispose } = await createTestDatabase();
  await seedReferenceData(database.db);
  await seedDemoData(database.db);
  await seedDemoPersonnel(database.db);
  await seedDemoProjects(database.db);
  await seedDemoCertificates(database.db);
  await seedDemoLicence(database.db);
  const config = { ...readConfig({ NODE_ENV: 'test' }), sandbox: options.sandbox ?? true, port: 0, limits: TEST_LIMITS, ...options.config };
  const app = await buildApp({ db: database.db, config, providers: createSandboxProviders(database.db) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const validator = createResponseValidator(await loadContract());
  const notices: string[] = [];
  const checkedFetch = async (request: Request) => {
    const response = await globalThis.fetch(request.clone());
    await validator.check(request, response);
    return response;
  };
  const make = (token?: string) =>
    createApiClient({
      baseUrl,
      fetch: checkedFetch,
      getToken: () => token,
      onUnauthorized: () => notices.push('unauthorized'),
      onForbidden: () => notices.push('forbidden'),
      notify: (message) => notices.push(message),
    });
  return {
    app,
    baseUrl,
    database,
    client: make(),
    as: make,
    notices,
    validator,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
