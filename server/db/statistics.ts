import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** How often a PGlite server refreshes the planner's statistics. */
export const STATISTICS_INTERVAL_MS = 60 * 60_000;

/**
 * Planner statistics for every table (ANALYZE). PGlite runs no autovacuum, so without this its tables never get
 * any: the planner then assumes each holds a single row and, for a filtered and sorted list, reads and sorts every
 * matching row to return one page (`npm run bench:records`: 10,000 registered personnel). Takes about 0.1 s on
 * the demo data and 0.5 s with 10,000 people.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  await database.db.execute(sql`analyze`);
}

/**
 * On PGlite: refreshes the statistics now (awaited, so the server starts with them) and then every hour on an
 * unref'd timer; failures are logged, never thrown. PostgreSQL's autovacuum does this itself, so there it does
 * nothing. Call the returned function on shutdown: it stops the timer and waits for a run in progress.
 */
export async function scheduleStatistics(database: Database, log: { error(obj: object, msg: string): void }): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite') return async () => {};
  let running: Promise<void> | undefined;
  const run = () =>
    (running ??= refreshStatistics(database)
      .catch((err: unknown) => log.error({ err }, '刷新数据库统计信息（ANALYZE）失败'))
      .finally(() => {
        running = undefined;
      }));
  await run();
  const timer = setInterval(() => void run(), STATISTICS_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
