import { and, asc, desc, eq, isNull, like, type SQL } from 'drizzle-orm';
import type { PerformanceInput } from '../../forms/performance.ts';
import type { Db } from '../db/client.ts';
import { registeredPersons as persons } from '../db/schema/personnel.ts';
import { performances as t, projects } from '../db/schema/projects.ts';
import { invalidInput, notFound, type FieldError } from '../errors.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { countAll, likePattern, ordering, paging, type PagingQuery } from './list-query.ts';
import { mineProject } from './project-repository.ts';
import { dictValues } from './qualification-checks.ts';

type Row = typeof t.$inferSelect;

export interface PerformanceFilter extends PagingQuery {
  personId?: string;
  projectId?: string;
  personName?: string;
  projectName?: string;
}

const NOT_FOUND = '人员业绩不存在';
const PERSON_NOT_FOUND = '注册人员不存在';
const DUPLICATE = { field: 'body.role', msg: '该人员在此项目中已有相同岗位的业绩' };

const SORTABLE = {
  personName: persons.name,
  projectName: projects.projectName,
  periodStart: t.periodStart,
  periodEnd: t.periodEnd,
  createTime: t.createTime,
};

const toPerformance = (r: Row, personName: string, projectName: string) => ({
  id: r.id,
  entId: r.entId,
  personId: r.personId,
  projectId: r.projectId,
  role: r.role,
  periodStart: r.periodStart,
  periodEnd: r.periodEnd,
  personName,
  projectName,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

// A performance is live while it, its person and its project are; the cascades keep them in step.
const live = (entId: string) => and(eq(t.entId, entId), isNull(t.deletedAt), isNull(persons.deletedAt), isNull(projects.deletedAt));

function select(db: Db, where: SQL | undefined) {
  return db
    .select({ performance: t, personName: persons.name, projectName: projects.projectName })
    .from(t)
    .innerJoin(persons, eq(persons.id, t.personId))
    .innerJoin(projects, eq(projects.id, t.projectId))
    .where(where);
}

const shape = (rows: { performance: Row; personName: string; projectName: string }[]) =>
  rows.map((r) => toPerformance(r.performance, r.personName, r.projectName));

function filters(entId: string, q: PerformanceFilter): SQL | undefined {
  return and(
    live(entId),
    q.personId ? eq(t.personId, q.personId) : undefined,
    q.projectId ? eq(t.projectId, q.projectId) : undefined,
    q.personName ? like(persons.name, likePattern(q.personName, 'contains')) : undefined,
    q.projectName ? like(projects.projectName, likePattern(q.projectName, 'contains')) : undefined,
  );
}

const mine = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));
const minePerson = (entId: string, id: string) => and(eq(persons.entId, entId), eq(persons.id, id), isNull(persons.deletedAt));

/** The person and project must be live records of the caller's enterprise, the role a `performance_role` value. */
async function checkRefs(db: Db, entId: string, input: PerformanceInput): Promise<void> {
  const [[person], [project], roles] = await Promise.all([
    db.select({ id: persons.id }).from(persons).where(minePerson(entId, input.personId)),
    db.select({ id: projects.id }).from(projects).where(mineProject(entId, input.projectId)),
    dictValues(db, 'performance_role'),
  ]);
  const errors: FieldError[] = [];
  if (!person) errors.push({ field: 'body.personId', msg: '注册人员不存在' });
  if (!project) errors.push({ field: 'body.projectId', msg: '项目不存在' });
  if (!roles.has(input.role)) errors.push({ field: 'body.role', msg: '岗位不在字典 performance_role 中' });
  if (errors.length > 0) throw invalidInput(errors);
}

const columns = (input: PerformanceInput) => ({
  personId: input.personId,
  projectId: input.projectId,
  role: input.role,
  periodStart: input.periodStart,
  periodEnd: input.periodEnd ?? null,
});

/** Queries on personnel performance, always within one enterprise and ignoring soft-deleted rows. */
export const performanceRepository = {
  async list(db: Db, entId: string, q: PerformanceFilter) {
    const where = filters(entId, q);
    const { limit, offset } = paging(q);
    const [rows, [total]] = await Promise.all([
      select(db, where).orderBy(...ordering(q, SORTABLE, t.createTime, t.id)).limit(limit).offset(offset),
      db
        .select({ n: countAll() })
        .from(t)
        .innerJoin(persons, eq(persons.id, t.personId))
        .innerJoin(projects, eq(projects.id, t.projectId))
        .where(where),
    ]);
    return { rows: shape(rows), total: total?.n ?? 0 };
  },

  async get(db: Db, entId: string, id: string) {
    const [row] = shape(await select(db, and(live(entId), eq(t.id, id))));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  },

  /** All of one registered person's performances, latest period first; a foreign person is 404. */
  async listOfPerson(db: Db, entId: string, personId: string) {
    const [person] = await db.select({ id: persons.id }).from(persons).where(minePerson(entId, personId));
    if (!person) throw notFound(PERSON_NOT_FOUND);
    return shape(await select(db, and(live(entId), eq(t.personId, personId))).orderBy(desc(t.periodStart), asc(t.id)));
  },

  async add(db: Db, owner: RecordOwner, input: PerformanceInput) {
    await checkRefs(db, owner.entId, input);
    const [row] = await db
      .insert(t)
      .values({ ...columns(input), ...createdBy(owner) })
      .returning({ id: t.id })
      .catch(rethrowDuplicate(DUPLICATE));
    return this.get(db, owner.entId, row!.id);
  },

  /** Replaces the whole record; a foreign or deleted id is 404 before its references are looked at. */
  async update(db: Db, owner: RecordOwner, id: string, input: PerformanceInput) {
    await this.get(db, owner.entId, id);
    await checkRefs(db, owner.entId, input);
    const [row] = await db
      .update(t)
      .set({ ...columns(input), ...updatedBy(owner) })
      .where(mine(owner.entId, id))
      .returning({ id: t.id })
      .catch(rethrowDuplicate(DUPLICATE));
    if (!row) throw notFound(NOT_FOUND);
    return this.get(db, owner.entId, id);
  },

  async remove(db: Db, owner: RecordOwner, id: string) {
    const rows = await db
      .update(t)
      .set(deletedBy(owner))
      .where(mine(owner.entId, id))
      .returning({ id: t.id });
    if (rows.length === 0) throw notFound(NOT_FOUND);
  },
};

/** Soft-deletes the live performances of a registered person (inside the person's delete transaction). */
export async function removePersonPerformances(db: Pick<Db, 'update'>, owner: RecordOwner, personId: string): Promise<void> {
  await db
    .update(t)
    .set(deletedBy(owner))
    .where(and(eq(t.personId, personId), isNull(t.deletedAt)));
}
