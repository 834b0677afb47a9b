import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { checkMarks, checkResults, checkRuns, personnelCountResults, type CheckKind } from '../db/schema/checks.ts';
import { registeredPersons } from '../db/schema/personnel.ts';
import { performances, projects } from '../db/schema/projects.ts';
import { notFound } from '../errors.ts';
import { likePattern, paging, type PagingQuery } from '../records/list-query.ts';
import type { CheckRunner } from './engine.ts';

type Run = typeof checkRuns.$inferSelect;

export const toCheckRun = (run: Run) => ({
  runId: run.id,
  kind: run.kind,
  startedAt: run.startedAt.toISOString(),
  finishedAt: (run.finishedAt ?? run.startedAt).toISOString(),
  total: run.total,
  passed: run.passed,
  failed: run.failed,
  errors: run.errors,
  warnings: run.warnings,
  added: run.added,
  resolved: run.resolved,
  durationMs: run.durationMs,
  scope: run.scope,
  startedBy: run.startedByName,
});

/** The enterprise's latest finished run of one of `kinds`, or the run `runId` (404 when not the enterprise's). */
async function runOf(db: Db, entId: string, kinds: readonly CheckKind[], runId?: string): Promise<string | undefined> {
  if (runId) {
    const [run] = await db
      .select({ id: checkRuns.id })
      .from(checkRuns)
      .where(and(eq(checkRuns.id, runId), eq(checkRuns.entId, entId), inArray(checkRuns.kind, [...kinds])));
    if (!run) throw notFound('核查批次不存在');
    return run.id;
  }
  const [run] = await db
    .select({ id: checkRuns.id })
    .from(checkRuns)
    .where(and(eq(checkRuns.entId, entId), inArray(checkRuns.kind, [...kinds]), isNotNull(checkRuns.finishedAt)))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  return run?.id;
}

const errorsFirst = sql`case ${checkResults.level} when 'error' then 0 else 1 end`;
const markJoin = and(eq(checkMarks.entId, checkResults.entId), eq(checkMarks.rule, checkResults.rule), eq(checkMarks.recordId, checkResults.recordId));

const resultColumns = { result: checkResults, mark: checkMarks };
type ResultRow = { result: typeof checkResults.$inferSelect; mark: typeof checkMarks.$inferSelect | null };

const toCheckResult = ({ result: r, mark }: ResultRow) => ({
  id: r.id,
  runId: r.runId,
  recordType: r.recordType,
  recordId: r.recordId,
  recordLabel: r.recordLabel,
  rule: r.rule,
  level: r.level,
  message: r.message,
  field: r.field,
  link: r.link,
  mark: mark ? { status: mark.status, reason: mark.reason, markedBy: mark.markedByName, markTime: mark.markTime.toISOString() } : null,
  createTime: r.createTime.toISOString(),
});

async function pageOf<T>(rows: Promise<T[]>, count: Promise<{ n: number }[]>) {
  const [list, [total]] = await Promise.all([rows, count]);
  return { rows: list, total: total?.n ?? 0 };
}

export interface CheckResultQuery extends PagingQuery {
  runId?: string;
  recordType?: string;
  level?: string;
  rule?: string;
  mark?: 'none' | 'verified' | 'ignored';
}

/** Check runs, findings and review marks of one enterprise. */
export const checkRepository = {
  /** The findings of a rule-check run (the latest all/personnel run by default), errors first. */
  async results(db: Db, entId: string, query: CheckResultQuery) {
    const runId = await runOf(db, entId, ['all', 'personnel'], query.runId);
    if (!runId) return { rows: [], total: 0 };
    const where = and(
      eq(checkResults.runId, runId),
      query.recordType ? eq(checkResults.recordType, query.recordType as never) : undefined,
      query.level ? eq(checkResults.level, query.level as never) : undefined,
      query.rule ? eq(checkResults.rule, query.rule) : undefined,
      query.mark === 'none' ? isNull(checkMarks.status) : query.mark ? eq(checkMarks.status, query.mark) : undefined,
    );
    const { limit, offset } = paging(query);
    return pageOf(
      db
        .select(resultColumns)
        .from(checkResults)
        .leftJoin(checkMarks, markJoin)
        .where(where)
        .orderBy(errorsFirst, asc(checkResults.recordType), asc(checkResults.createTime), asc(checkResults.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(toCheckResult)),
      db.select({ n: sql<number>`count(*)::int` }).from(checkResults).leftJoin(checkMarks, markJoin).where(where),
    );
  },

  /** The performance findings of the latest run that checked performance, as /portal/achievement/checkList sends them. */
  async performanceResults(db: Db, entId: string, query: PagingQuery & { runId?: string; level?: string; personName?: string }) {
    const runId = await runOf(db, entId, ['all', 'personnel'], query.runId);
    if (!runId) return { rows: [], total: 0 };
    const where: SQL | undefined = and(
      eq(checkResults.runId, runId),
      eq(checkResults.recordType, 'performance'),
      query.level ? eq(checkResults.level, query.level as never) : undefined,
      query.personName ? ilike(registeredPersons.name, likePattern(query.personName, 'contains')) : undefined,
    );
    const base = () =>
        db
          .select({
            id: checkResults.id,
            runId: checkResults.runId,
            performanceId: checkResults.recordId,
            personId: performances.personId,
            personName: registeredPersons.name,
            projectId: performances.projectId,
            projectName: projects.projectName,
            rule: checkResults.rule,
            level: checkResults.level,
            message: checkResults.message,
            createTime: checkResults.createTime,
          })
          .from(checkResults)
          .innerJoin(performances, eq(performances.id, checkResults.recordId))
          .innerJoin(registeredPersons, eq(registeredPersons.id, performances.personId))
          .innerJoin(projects, eq(projects.id, performances.projectId));
    const { limit, offset } = paging(query);
    return pageOf(
      base()
        .where(where)
        .orderBy(errorsFirst, asc(registeredPersons.name), asc(checkResults.id))
        .limit(limit)
        .offset(offset)
        .then((rows) =>
          rows.map((r) => ({
            ...r,
            rule: r.rule.slice('performance.'.length) as 'periodOverlap' | 'periodOutsideProject' | 'certInvalidDuringPeriod' | 'personNotInsured',
            createTime: r.createTime.toISOString(),
          })),
        ),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(checkResults)
        .innerJoin(performances, eq(performances.id, checkResults.recordId))
        .innerJoin(registeredPersons, eq(registeredPersons.id, performances.personId))
        .where(where),
    );
  },

  /** The lines of a personnel-count run (the latest by default), shortfalls first. */
  async personnelCountResults(db: Db, entId: string, query: PagingQuery & { runId?: string; certificateId?: string; passed?: boolean }) {
    const runId = await runOf(db, entId, ['personnelCount'], query.runId);
    if (!runId) return { rows: [], total: 0 };
    const t = personnelCountResults;
    const where = and(
      eq(t.runId, runId),
      query.certificateId ? eq(t.certificateId, query.certificateId) : undefined,
      query.passed === undefined ? undefined : eq(t.passed, query.passed),
    );
    const { limit, offset } = paging(query);
    return pageOf(
      db
        .select()
        .from(t)
        .where(where)
        .orderBy(asc(t.passed), desc(t.assessed), asc(t.certNo), asc(t.itemName), desc(t.required), asc(t.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(({ entId: _e, createTime, ...r }) => ({ ...r, createTime: createTime.toISOString() }))),
      db.select({ n: sql<number>`count(*)::int` }).from(t).where(where),
    );
  },

  /** The enterprise's finished runs, newest first. */
  async runs(db: Db, entId: string, query: PagingQuery & { kind?: CheckKind }) {
    const where = and(eq(checkRuns.entId, entId), isNotNull(checkRuns.finishedAt), query.kind ? eq(checkRuns.kind, query.kind) : undefined);
    const { limit, offset } = paging(query);
    return pageOf(
      db
        .select()
        .from(checkRuns)
        .where(where)
        .orderBy(desc(checkRuns.startedAt), asc(checkRuns.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(toCheckRun)),
      db.select({ n: sql<number>`count(*)::int` }).from(checkRuns).where(where),
    );
  },

  /** Marks a finding (by its rule and record, so later runs show the mark), or clears the mark; 404 for another enterprise's. */
  async mark(db: Db, runner: CheckRunner, input: { resultId: string; status: 'verified' | 'ignored' | null; reason?: string }) {
    const [result] = await db
      .select()
      .from(checkResults)
      .where(and(eq(checkResults.id, input.resultId), eq(checkResults.entId, runner.entId)));
    if (!result) throw notFound('核查结果不存在');
    const key = and(eq(checkMarks.entId, runner.entId), eq(checkMarks.rule, result.rule), eq(checkMarks.recordId, result.recordId));
    if (input.status === null) {
      await db.delete(checkMarks).where(key);
    } else {
      const mark = { status: input.status, reason: input.reason!, markedBy: runner.userId, markedByName: runner.name.slice(0, 64), markTime: sql`now()` };
      await db
        .insert(checkMarks)
        .values({ entId: runner.entId, rule: result.rule, recordId: result.recordId, ...mark })
        .onConflictDoUpdate({ target: [checkMarks.entId, checkMarks.rule, checkMarks.recordId], set: mark });
    }
    const [row] = await db.select(resultColumns).from(checkResults).leftJoin(checkMarks, markJoin).where(eq(checkResults.id, result.id));
    return toCheckResult(row!);
  },
};
