import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps concurrent server processes from migrating at the same time.
const MIGRATION_LOCK = 727_001;

/**
 * Opens the embedded PGlite database under `dataDir` (`memory://` keeps it in memory),
 * or a PostgreSQL server when `databaseUrl` is given. A query that gets no PostgreSQL connection within
 * `databaseConnectTimeoutMs` (default 5 s; a new one not established, or none free in a full pool) fails as a
 * connection error, which the error handler answers 503, instead of waiting for as long as the outage lasts.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; databaseConnectTimeoutMs?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 10),
      connectionTimeoutMillis: opts.databaseConnectTimeoutMs ?? 5000,
    });
    pool.on('error', (err) => console.error('PostgreSQL 连接池错误', err.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir.startsWith('memory://') ? opts.dataDir : path.join(opts.dataDir, 'pglite');
  if (!dataDir.startsWith('memory://')) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    close: () => client.close(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
