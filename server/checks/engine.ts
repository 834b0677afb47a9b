import { and, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CHECK_RULE_SETS } from '../../forms/check-rule-sets.ts';
import { runCheckSet, type CheckFinding, type CheckRuleSet } from '../../forms/check-rules.ts';
import { todayInChina } from '../../forms/common.ts';
import { requirementResult, type PersonnelRequirement } from '../../forms/personnel-requirements.ts';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/pg-error.ts';
import { checkResults, checkRuns, personnelCountResults, personnelRequirements, type CheckKind, type CheckScope } from '../db/schema/checks.ts';
import { registeredPersons } from '../db/schema/personnel.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';
import { dictData } from '../db/schema/system.ts';
import { conflict } from '../errors.ts';
import type { RecordOwner } from '../records/enterprise-scope.ts';
import { loadCertificateItemRows, loadCheckData } from './data.ts';

/** Who starts a run: the owner and the name the check log shows. */
export interface CheckRunner extends RecordOwner {
  name: string;
}

const S = CHECK_RULE_SETS;

/** The rule sets each kind of run evaluates. */
export const CHECK_SETS: Record<'all' | 'personnel', readonly CheckRuleSet<{ id: string }>[]> = {
  all: Object.values(S),
  personnel: [S.registeredPerson, S.otherPerson, S.performance],
};

/** A run that started this long ago and never finished (its process died) no longer blocks new ones. */
const STALE_RUN_MS = 10 * 60 * 1000;
export const RUN_IN_PROGRESS = '已有核查正在进行，请稍后再试';

/** Starts a run: 409 while another run of the enterprise is under way (the partial unique index holds one). */
async function startRun(db: Db, runner: CheckRunner, kind: CheckKind, scope: CheckScope) {
  const insert = () =>
    db.insert(checkRuns).values({ entId: runner.entId, kind, scope, startedBy: runner.userId, startedByName: runner.name.slice(0, 64) }).returning();
  try {
    return (await insert())[0]!;
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
    const cutoff = new Date(Date.now() - STALE_RUN_MS);
    const stale = await db
      .delete(checkRuns)
      .where(and(eq(checkRuns.entId, runner.entId), isNull(checkRuns.finishedAt), lt(checkRuns.startedAt, cutoff)))
      .returning({ id: checkRuns.id });
    if (stale.length === 0) throw conflict(RUN_IN_PROGRESS);
    return (await insert().catch((again: unknown) => {
      if (pgErrorCode(again) === '23505') throw conflict(RUN_IN_PROGRESS);
      throw again;
    }))[0]!;
  }
}

/** The finished run of `kinds` before `runId`, if any. */
async function previousRun(db: Db, entId: string, kinds: readonly CheckKind[], runId: string) {
  const [run] = await db
    .select({ id: checkRuns.id })
    .from(checkRuns)
    .where(and(eq(checkRuns.entId, entId), inArray(checkRuns.kind, [...kinds]), isNotNull(checkRuns.finishedAt), sql`${checkRuns.id} <> ${runId}`))
    .orderBy(desc(checkRuns.startedAt))
    .limit(1);
  return run?.id;
}

/** How the findings of this run compare with `before` (keys of the previous run's findings). */
function diff(keys: readonly string[], before: readonly string[]) {
  const now = new Set(keys);
  const then = new Set(before);
  return { added: [...now].filter((k) => !then.has(k)).length, resolved: [...then].filter((k) => !now.has(k)).length };
}

async function finishRun(db: Db, runId: string, started: number, counts: { total: number; failed: number; errors: number; warnings: number; added: number; resolved: number }) {
  const [run] = await db
    .update(checkRuns)
    .set({ ...counts, passed: counts.total - counts.failed, finishedAt: sql`now()`, durationMs: Math.round(performance.now() - started) })
    .where(eq(checkRuns.id, runId))
    .returning();
  return run!;
}

/** Runs `work` inside a started run; a failed run is removed so it never blocks the next. */
async function inRun<T>(db: Db, runId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await db.delete(checkRuns).where(eq(checkRuns.id, runId)).catch(() => {});
    throw error;
  }
}

/**
 * A run of the rule checks (`all`: every record type; `personnel`: registered and other personnel and performance),
 * optionally over chosen persons or projects. The findings are stored with the run, compared with the previous run
 * of the same kind (新增 / 已解决), and counted per record.
 */
export async function runRuleCheck(db: Db, runner: CheckRunner, kind: 'all' | 'personnel', scope: CheckScope = {}, today = todayInChina()) {
  const started = performance.now();
  const run = await startRun(db, runner, kind, scope);
  return inRun(db, run.id, async () => {
    const sets = CHECK_SETS[kind];
    const data = await loadCheckData(db, runner.entId, sets.map((s) => s.recordType), today, scope);
    const findings: CheckFinding[] = sets.flatMap((s) => runCheckSet(s, data));
    if (findings.length > 0) {
      const rows = findings.map((f) => ({ ...f, runId: run.id, entId: runner.entId }));
      await db.execute(sql`
        insert into check_results (run_id, ent_id, record_type, record_id, record_label, rule, level, message, field, link)
        select x."runId", x."entId", x."recordType", x."recordId", x."recordLabel", x.rule, x.level, x.message, x.field, x.link
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x("runId" uuid, "entId" uuid, "recordType" varchar, "recordId" uuid,
          "recordLabel" varchar, rule varchar, level varchar, message varchar, field varchar, link varchar)`);
    }
    const key = (f: { rule: string; recordId: string }) => `${f.rule}\u0000${f.recordId}`;
    const prev = await previousRun(db, runner.entId, [kind], run.id);
    const before = prev ? await db.select({ rule: checkResults.rule, recordId: checkResults.recordId }).from(checkResults).where(eq(checkResults.runId, prev)) : [];
    const total = sets.reduce((n, s) => n + (data.records[s.recordType]?.length ?? 0), 0);
    const failed = new Set(findings.map((f) => `${f.recordType}/${f.recordId}`)).size;
    return finishRun(db, run.id, started, {
      total,
      failed,
      errors: findings.filter((f) => f.level === 'error').length,
      warnings: findings.filter((f) => f.level === 'warning').length,
      ...diff(findings.map(key), before.map(key)),
    });
  });
}

/** One line of the personnel-count check: a held item against one of its requirements. */
export interface PersonnelCountLine {
  certificateId: string;
  certNo: string;
  itemId: string;
  itemName: string;
  gradeLabel: string;
  regCategory: string;
  regSpecialty: string | null;
  required: number;
  actual: number;
  passed: boolean;
  assessed: boolean;
  citation: string;
  message: string;
  requirementId: number;
  /** The requirement in words. */
  description: string;
}

/**
 * The personnel count of every qualification item the enterprise holds (on a certificate not expired) against the
 * seeded requirements of its sub-code and grade: registered persons with a valid registration of the right category
 * and specialty, insured here. Items whose grade has no seeded requirement have no lines.
 */
export async function personnelCountLines(db: Db, entId: string, today = todayInChina()): Promise<{ items: number; lines: PersonnelCountLine[] }> {
  const [items, requirements, persons, grades] = await Promise.all([
    loadCertificateItemRows(db, entId),
    db.select().from(personnelRequirements),
    db
      .select({
        regCategory: registeredPersons.regCategory,
        regSpecialty: registeredPersons.regSpecialty,
        certValidTo: registeredPersons.certValidTo,
        socialInsurance: registeredPersons.socialInsurance,
      })
      .from(registeredPersons)
      .where(liveRecordsOf(registeredPersons, entId)),
    db.select({ value: dictData.dictValue, label: dictData.dictLabel }).from(dictData).where(eq(dictData.dictType, 'qualification_grade')),
  ]);
  const gradeLabel = new Map(grades.map((g) => [g.value, g.label]));
  const held = items.filter((item) => item.expiryDate >= today);
  const lines: PersonnelCountLine[] = [];
  for (const item of held) {
    for (const requirement of requirements as PersonnelRequirement[]) {
      if (requirement.subCode !== item.subCode || requirement.gradeCode !== item.gradeCode) continue;
      const result = requirementResult(persons, requirement, today);
      lines.push({
        certificateId: item.certificateId,
        certNo: item.certNo,
        itemId: item.id,
        itemName: item.itemName,
        gradeLabel: gradeLabel.get(item.gradeCode) ?? item.gradeCode,
        regCategory: requirement.regCategories.join(','),
        regSpecialty: requirement.regSpecialties?.join(',') ?? null,
        required: requirement.required,
        ...result,
        assessed: requirement.assessed,
        citation: requirement.citation,
        requirementId: requirement.id,
        description: requirement.description,
      });
    }
  }
  return { items: held.length, lines };
}

/** A run of the personnel-count check (人员数量核查), stored with its lines. */
export async function runPersonnelCountCheck(db: Db, runner: CheckRunner, today = todayInChina()) {
  const started = performance.now();
  const run = await startRun(db, runner, 'personnelCount', {});
  return inRun(db, run.id, async () => {
    const { items, lines } = await personnelCountLines(db, runner.entId, today);
    if (lines.length > 0) {
      await db.insert(personnelCountResults).values(lines.map(({ requirementId: _r, description: _d, ...line }) => ({ ...line, runId: run.id, entId: runner.entId })));
    }
    const key = (l: { itemId: string; regCategory: string; regSpecialty: string | null; required: number }) =>
      `${l.itemId}\u0000${l.regCategory}\u0000${l.regSpecialty ?? ''}\u0000${l.required}`;
    const prev = await previousRun(db, runner.entId, ['personnelCount'], run.id);
    const before = prev
      ? await db
          .select({
            itemId: personnelCountResults.itemId,
            regCategory: personnelCountResults.regCategory,
            regSpecialty: personnelCountResults.regSpecialty,
            required: personnelCountResults.required,
          })
          .from(personnelCountResults)
          .where(and(eq(personnelCountResults.runId, prev), eq(personnelCountResults.passed, false)))
      : [];
    const failing = lines.filter((l) => !l.passed);
    return finishRun(db, run.id, started, {
      total: items,
      failed: new Set(failing.map((l) => l.itemId)).size,
      errors: failing.length,
      warnings: 0,
      ...diff(failing.map(key), before.map(key)),
    });
  });
}

