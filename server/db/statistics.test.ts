import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { scheduleStatistics } from './statistics.ts';

const reltuples = async (database: Database) => {
  const result = (await database.db.execute(sql`select reltuples from pg_class where relname = 'registered_persons'`)) as unknown as {
    rows: { reltuples: number }[];
  };
  return Number(result.rows[0]?.reltuples);
};

describe('scheduleStatistics', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  }, 60_000);
  afterAll(() => database.close());

  it('gives PGlite, which runs no autovacuum, planner statistics before it returns', async () => {
    // -1: never analyzed, so the planner guesses.
    expect(await reltuples(database)).toBe(-1);
    const stop = await scheduleStatistics(database, { error: vi.fn() });
    expect(await reltuples(database)).toBeGreaterThanOrEqual(0);
    await stop();
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const execute = vi.fn();
    const postgres = { kind: 'postgres', db: { execute } } as unknown as Database;
    const stop = await scheduleStatistics(postgres, { error: vi.fn() });
    await stop();
    expect(execute).not.toHaveBeenCalled();
  });

  it('logs a failed refresh instead of throwing', async () => {
    const error = vi.fn();
    const broken = { kind: 'pglite', db: { execute: () => Promise.reject(new Error('closed')) } } as unknown as Database;
    const stop = await scheduleStatistics(broken, { error });
    await stop();
    expect(error).toHaveBeenCalledOnce();
  });
});
