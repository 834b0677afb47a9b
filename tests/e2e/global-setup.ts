import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { ensureChromium } from '../../scripts/ensure-chromium.ts';
import { startPortalServer } from '../../scripts/e2e-server.ts';

/**
 * Starts the real server on a free port with a fresh temporary database (sandbox on) and hands its address to
 * the workers through E2E_BASE_URL; the returned teardown stops it and deletes the database.
 * With E2E_BASE_URL already set, that server is used as it is.
 */
export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  ensureChromium();
  if (process.env.E2E_BASE_URL) {
    console.log(`e2e：使用已有服务器 ${process.env.E2E_BASE_URL}`);
    return undefined;
  }
  const server = await startPortalServer({ echo: Boolean(process.env.E2E_SERVER_ECHO) });
  process.env.E2E_BASE_URL = server.url;
  console.log(`e2e：服务器 ${server.url}（数据库 ${server.dataDir}）`);
  return async () => {
    await server.close();
    // The server's log (demo accounts, warnings, errors) is kept for a failed run.
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-server.log', server.output());
  };
}
