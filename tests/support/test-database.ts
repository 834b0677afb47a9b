import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.ts';

/**
 * A fresh, empty database for one test run: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again by `dispose`).
 */
export async function createTestDatabase(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const name = `portal_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
