import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../server/http/error-handler.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { startTestServer } from '../support/test-server.ts';

const UNAVAILABLE = { code: 503, msg: '服务暂时不可用（数据库无法连接），请稍后再试' };
const config = { ...readConfig({ NODE_ENV: 'test' }), sandbox: true };
const closing: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

async function appOn(database: Database) {
  const app = await buildApp({ db: database.db, config, providers: createSandboxProviders(database.db) });
  closing.push(() => app.close());
  return app;
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function expectUnavailable(app: Awaited<ReturnType<typeof appOn>>) {
  for (const request of [
    { url: '/portal/getInfo', headers: { authorization: 'Bearer some-token' } },
    { url: '/captcha/generateWordClickCaptcha' },
    { method: 'POST' as const, url: '/portal/api/keyLogin', payload: { key: DEMO.mainKey } },
  ]) {
    const res = await app.inject(request);
    expect(res.statusCode, request.url).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(JSON.parse(res.body)).toEqual(UNAVAILABLE);
  }
}

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After when the PostgreSQL server refuses connections', async () => {
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/portal`, dataDir: '' });
    closing.push(() => database.close());
    await expectUnavailable(await appOn(database));
  });

  it('answers 503 with Retry-After, not waiting for ever, when the PostgreSQL server accepts connections and never answers', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    closing.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as net.AddressInfo;
    const databaseUrl = `postgres://postgres@127.0.0.1:${port}/portal`;
    const database = await openDatabase({ databaseUrl, dataDir: '', databaseConnectTimeoutMs: 200 });
    closing.push(() => database.close());
    await expectUnavailable(await appOn(database));
  });

  it('answers 503 with Retry-After once the embedded PGlite has closed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    await database.close();
    await expectUnavailable(await appOn(database));
  });

  it.runIf(process.env.DATABASE_URL)('answers 200 or 503, never 500, while PostgreSQL terminates the server’s connections', async () => {
    const server = await startTestServer();
    closing.push(() => server.close());
    const login = await server.app.inject({ method: 'POST', url: '/portal/api/keyLogin', payload: { key: DEMO.mainKey } });
    const { token } = (JSON.parse(login.body) as { data: { token: string } }).data;
    const result = await server.database.db.execute(sql`select current_database() as name`);
    const [{ name }] = (result as unknown as { rows: [{ name: string }] }).rows;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    closing.push(() => admin.end());

    const statuses = new Map<number, number>();
    const deadline = Date.now() + 20_000;
    let stop = false;
    const client = async () => {
      while (!stop) {
        const res = await server.app.inject({ url: '/portal/getInfo', headers: { authorization: `Bearer ${token}` } });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 503) expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      }
    };
    const load = Array.from({ length: 12 }, client);
    // Keep ending the server's connections until some request has been caught by it.
    while (!statuses.has(503) && Date.now() < deadline) {
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop = true;
    await Promise.all(load);
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
  }, 60_000);
});
