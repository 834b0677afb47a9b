import { Cron } from 'croner';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { todayInChina } from '../../forms/common.ts';
import type { Db } from '../db/client.ts';
import { enterprises } from '../db/schema/identity.ts';
import { jobRuns } from '../db/schema/reminders.ts';
import { refreshAllReminders } from './engine.ts';

export const DAILY_REMINDER_JOB = 'reminders.daily';
/** 02:30 every day, China time. */
export const DAILY_REMINDER_CRON = '30 2 * * *';
export const JOB_TIME_ZONE = 'Asia/Shanghai';
/** A run started this long ago and never finished (its process died) may be taken over. */
const STALE_RUN_MS = 60 * 60 * 1000;
/** The catch-up at start-up runs when the last finished run is older than this. */
const CATCH_UP_AFTER_MS = 24 * 60 * 60 * 1000;
// The advisory lock (any constant) under which a run is claimed, so processes claim one after another.
const CLAIM_LOCK = 727_010;

export interface DailyRunResult {
  /** False when this day's run is done or under way in another process. */
  ran: boolean;
  enterprises: number;
  created: number;
  resolved: number;
}

/** Claims the run `day` for this process: true unless it finished or another process is still at it. */
async function claim(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
    const [run] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, DAILY_REMINDER_JOB), eq(jobRuns.runKey, day)));
    if (run && (run.finishedAt || Date.now() - run.startedAt.getTime() < STALE_RUN_MS)) return false;
    await tx
      .insert(jobRuns)
      .values({ job: DAILY_REMINDER_JOB, runKey: day })
      .onConflictDoUpdate({ target: [jobRuns.job, jobRuns.runKey], set: { startedAt: sql`now()`, error: null } });
    return true;
  });
}

/**
 * The daily reminder run for `day` (China's calendar): every enterprise's rules evaluated again, as dates move on
 * without anyone saving. Idempotent: a day's run happens once however many processes start it, and running the
 * rules twice never duplicates a reminder.
 */
export async function runDailyReminders(db: Db, day = todayInChina()): Promise<DailyRunResult> {
  if (!(await claim(db, day))) return { ran: false, enterprises: 0, created: 0, resolved: 0 };
  const result = { ran: true, enterprises: 0, created: 0, resolved: 0 };
  try {
    for (const { id } of await db.select({ id: enterprises.id }).from(enterprises)) {
      const refreshed = await refreshAllReminders(db, id, day);
      result.enterprises++;
      result.created += refreshed.created.length;
      result.resolved += refreshed.resolved;
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: sql`now()`, detail: result })
      .where(and(eq(jobRuns.job, DAILY_REMINDER_JOB), eq(jobRuns.runKey, day)));
    return result;
  } catch (error) {
    await db
      .update(jobRuns)
      .set({ error: String(error).slice(0, 2000), startedAt: sql`now() - interval '2 hours'` })
      .where(and(eq(jobRuns.job, DAILY_REMINDER_JOB), eq(jobRuns.runKey, day)))
      .catch(() => {});
    throw error;
  }
}

/** When the daily run last finished, or null if it never has. */
export async function lastDailyRun(db: Db): Promise<Date | null> {
  const [run] = await db
    .select({ finishedAt: jobRuns.finishedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, DAILY_REMINDER_JOB), isNotNull(jobRuns.finishedAt)))
    .orderBy(desc(jobRuns.finishedAt))
    .limit(1);
  return run?.finishedAt ?? null;
}

/**
 * Schedules the daily run at 02:30 China time, and runs it at once when the last run finished more than 24 hours
 * ago (a server that was down at 02:30). Returns the stop function for shutdown, which waits for a run under way.
 */
export function scheduleDailyReminders(db: Db, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const run = (why: string) => {
    running ??= runDailyReminders(db)
      .then((result) => {
        if (result.ran) log.info({ ...result, why }, '每日提醒已重新计算');
      })
      .catch((err: unknown) => log.error({ err }, '每日提醒计算失败'))
      .finally(() => {
        running = undefined;
      });
  };
  const job = new Cron(DAILY_REMINDER_CRON, { timezone: JOB_TIME_ZONE, protect: true }, () => run('schedule'));
  void lastDailyRun(db)
    .then((last) => {
      if (!last || Date.now() - last.getTime() > CATCH_UP_AFTER_MS) run('catch-up');
    })
    .catch((err: unknown) => log.error({ err }, '读取每日提醒运行记录失败'));
  return async () => {
    job.stop();
    await running;
  };
}
