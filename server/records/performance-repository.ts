import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PerformanceInput } from '../../forms/performance.ts';
import { performanceUi } from '../../forms/performance.ui.ts';
import type { Db } from '../db/client.ts';
import { registeredPersons as persons } from '../db/schema/personnel.ts';
import { performances as t, projects } from '../db/schema/projects.ts';
import { isLive } from '../db/schema/record-columns.ts';
import type { FieldError } from '../errors.ts';
import { contains, equals, mapPage, pick } from './list-query.ts';
import { projectStore } from './project-repository.ts';
import { recordRepository } from './record-repository.ts';
import { recordJson, recordStore } from './record-store.ts';
import { registeredPersonStore } from './registered-person-repository.ts';

export const performanceStore = recordStore(t, {
  notFound: '人员业绩不存在',
  duplicate: { field: 'body.role', msg: '该人员在此项目中已有相同岗位的业绩' },
});

/** A performance's person and project, whose names it shows and sorts and filters by. */
const join = <S extends PgSelect>(query: S) => query.innerJoin(persons, eq(persons.id, t.personId)).innerJoin(projects, eq(projects.id, t.projectId));
const rows = (db: Db) => join(db.select({ performance: t, personName: persons.name, projectName: projects.projectName }).from(t).$dynamic());

// A performance is live while it, its person and its project are; the cascades keep them in step.
const live = (entId: string) => and(performanceStore.live(entId), isLive(persons), isLive(projects));

const toPerformance = (r: Awaited<ReturnType<typeof rows>>[number]) => ({ ...recordJson(r.performance), personName: r.personName, projectName: r.projectName });

const list = performanceStore.list({
  rows,
  join,
  live,
  sortable: { personName: persons.name, projectName: projects.projectName, ...pick(t, 'periodStart', 'periodEnd', 'createTime') },
  filters: { personId: equals(t.personId), projectId: equals(t.projectId), personName: contains(persons.name), projectName: contains(projects.projectName) },
});

export type PerformanceFilter = Parameters<typeof list>[2];

const select = async (db: Db, where: SQL | undefined) => (await rows(db).where(where).orderBy(desc(t.periodStart), asc(t.id))).map(toPerformance);

async function get(db: Db, entId: string, id: string) {
  const [row] = await select(db, and(live(entId), eq(t.id, id)));
  if (!row) throw performanceStore.missing();
  return row;
}

/** The person and project must be live records of the caller's enterprise. */
async function check(db: Db, entId: string, input: PerformanceInput): Promise<FieldError[]> {
  const [person, project] = await Promise.all([registeredPersonStore.find(db, entId, input.personId), projectStore.find(db, entId, input.projectId)]);
  return [...(person ? [] : [{ field: 'body.personId', msg: '注册人员不存在' }]), ...(project ? [] : [{ field: 'body.projectId', msg: '项目不存在' }])];
}

/** Personnel performance (人员业绩), always within one enterprise. */
export const performanceRepository = {
  ...recordRepository(performanceStore, {
    fields: performanceUi.fields,
    reminders: 'performance',
    check,
    columns: (input: PerformanceInput) => ({ ...input, periodEnd: input.periodEnd ?? null }),
    json: (db, row) => get(db, row.entId, row.id),
  }),
  get,
  list: async (db: Db, entId: string, query: PerformanceFilter) => mapPage(await list(db, entId, query), toPerformance),

  /** All of one registered person's performances, latest period first; a foreign person is 404. */
  async listOfPerson(db: Db, entId: string, personId: string) {
    await registeredPersonStore.get(db, entId, personId);
    return select(db, and(live(entId), eq(t.personId, personId)));
  },
};
