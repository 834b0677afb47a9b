import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.ts';

/** Where the rejection's cause chain leads, message by message. */
const messages = (error: unknown) => {
  const chain: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) chain.push(String(e.message));
  return chain;
};
const rejection = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('resolved'), (error: unknown) => error);

describe('isDatabaseUnavailable for a server that accepts connections and never answers', () => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => sockets.add(socket));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `postgres://postgres@127.0.0.1:${(server.address() as net.AddressInfo).port}/portal`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('counts the pool’s timeouts, for a new connection and for a free one in a full pool, through Drizzle too', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 50 });
    const db = drizzle({ client: pool });
    // The first query opens the pool's one connection at once; the second, through Drizzle, waits for it.
    const connecting = rejection(pool.query('select 1'));
    const waiting = rejection(db.execute(sql`select 1`));
    await Promise.all([connecting, waiting]);
    await pool.end();
    expect(messages(await connecting)[0]).toBe('Connection terminated due to connection timeout');
    expect(messages(await waiting)).toContain('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(await connecting)).toBe(true);
    expect(isDatabaseUnavailable(await waiting)).toBe(true);
  });

  it('counts a client’s own connection timeout', async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 50 });
    const error = await rejection(client.connect());
    expect(messages(error)).toEqual(['timeout expired']);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not count a query’s own timeout or other errors that mention one', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(false);
  });
});
