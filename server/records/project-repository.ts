import { and, asc, eq, gt, gte, inArray, isNull, like, lte, or, type SQL } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';
import type { ProjectInput } from '../../forms/project.ts';
import type { Db } from '../db/client.ts';
import { performances, projects as t } from '../db/schema/projects.ts';
import { invalidInput, notFound, type FieldError } from '../errors.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { codeOrder, countAll, likePattern, ordering, paging, type PagingQuery } from './list-query.ts';
import { dictValues } from './qualification-checks.ts';

type Row = typeof t.$inferSelect;

export type ProjectStatus = 'inProgress' | 'completed';

export interface ProjectFilter extends PagingQuery {
  projectName?: string;
  projectCode?: string;
  projectType?: string[];
  entRole?: string[];
  prov?: string;
  city?: string;
  startDateBegin?: string;
  startDateEnd?: string;
  status?: ProjectStatus;
}

export const PROJECT_NOT_FOUND = '项目不存在';
const DUPLICATE = { field: 'body.projectCode', msg: '本企业已有该项目编号的项目' };

const SORTABLE = {
  projectName: t.projectName,
  projectCode: t.projectCode,
  contractAmount: t.contractAmount,
  startDate: t.startDate,
  completionDate: t.completionDate,
  createTime: t.createTime,
  updateTime: t.updateTime,
};

export const toProject = (r: Row) => ({
  id: r.id,
  entId: r.entId,
  projectName: r.projectName,
  projectCode: r.projectCode,
  projectType: r.projectType,
  prov: r.prov,
  city: r.city,
  contractAmount: Number(r.contractAmount),
  startDate: r.startDate,
  completionDate: r.completionDate,
  entRole: r.entRole,
  // Project messages have no table yet (their operations are a later slice).
  unreadMessageCount: 0,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

export const mineProject = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));
export const liveProjectsOf = (entId: string) => and(eq(t.entId, entId), isNull(t.deletedAt));

/** In progress: no completion date or one after today; completed: a completion date up to today. */
export function projectStatusFilter(status: ProjectStatus, today = todayInChina()): SQL {
  return status === 'completed' ? lte(t.completionDate, today) : or(isNull(t.completionDate), gt(t.completionDate, today))!;
}

function filters(entId: string, q: ProjectFilter): SQL | undefined {
  return and(
    liveProjectsOf(entId),
    q.projectName ? like(t.projectName, likePattern(q.projectName, 'contains')) : undefined,
    q.projectCode ? like(t.projectCode, likePattern(q.projectCode, 'prefix')) : undefined,
    q.projectType?.length ? inArray(t.projectType, q.projectType) : undefined,
    q.entRole?.length ? inArray(t.entRole, q.entRole) : undefined,
    q.prov ? eq(t.prov, q.prov) : undefined,
    q.city ? eq(t.city, q.city) : undefined,
    q.startDateBegin ? gte(t.startDate, q.startDateBegin) : undefined,
    q.startDateEnd ? lte(t.startDate, q.startDateEnd) : undefined,
    q.status ? projectStatusFilter(q.status) : undefined,
  );
}

/** Checks the dictionary fields against `project_type` and `ent_project_role`; throws the 400. */
async function checkDicts(db: Db, input: ProjectInput): Promise<void> {
  const [types, roles] = await Promise.all([dictValues(db, 'project_type'), dictValues(db, 'ent_project_role')]);
  const errors: FieldError[] = [];
  if (!types.has(input.projectType)) errors.push({ field: 'body.projectType', msg: '项目类型不在字典 project_type 中' });
  if (!roles.has(input.entRole)) errors.push({ field: 'body.entRole', msg: '企业角色不在字典 ent_project_role 中' });
  if (errors.length > 0) throw invalidInput(errors);
}

const columns = (input: ProjectInput) => ({
  projectName: input.projectName.trim(),
  projectCode: input.projectCode.trim(),
  projectType: input.projectType,
  prov: input.prov,
  city: input.city,
  contractAmount: input.contractAmount,
  startDate: input.startDate,
  completionDate: input.completionDate ?? null,
  entRole: input.entRole,
});

/** Queries on supervision-platform projects, always within one enterprise and ignoring soft-deleted rows. */
export const projectRepository = {
  async list(db: Db, entId: string, q: ProjectFilter) {
    const where = filters(entId, q);
    const { limit, offset } = paging(q);
    const [rows, [total]] = await Promise.all([
      db.select().from(t).where(where).orderBy(...ordering(q, SORTABLE, t.createTime, t.id)).limit(limit).offset(offset),
      db.select({ n: countAll() }).from(t).where(where),
    ]);
    return { rows: rows.map(toProject), total: total?.n ?? 0 };
  },

  async get(db: Db, entId: string, id: string) {
    const [row] = await db.select().from(t).where(mineProject(entId, id));
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  },

  async add(db: Db, owner: RecordOwner, input: ProjectInput) {
    await checkDicts(db, input);
    const values = { ...columns(input), ...createdBy(owner) };
    const [row] = await db.insert(t).values(values).returning().catch(rethrowDuplicate(DUPLICATE));
    return toProject(row!);
  },

  async update(db: Db, owner: RecordOwner, id: string, input: ProjectInput) {
    await checkDicts(db, input);
    const [row] = await db
      .update(t)
      .set({ ...columns(input), ...updatedBy(owner) })
      .where(mineProject(owner.entId, id))
      .returning()
      .catch(rethrowDuplicate(DUPLICATE));
    if (!row) throw notFound(PROJECT_NOT_FOUND);
    return toProject(row);
  },

  /** Soft-deletes the project and its performance records in one transaction. */
  async remove(db: Db, owner: RecordOwner, id: string) {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(t)
        .set(deletedBy(owner))
        .where(mineProject(owner.entId, id))
        .returning({ id: t.id });
      if (rows.length === 0) throw notFound(PROJECT_NOT_FOUND);
      await tx
        .update(performances)
        .set(deletedBy(owner))
        .where(and(eq(performances.projectId, id), isNull(performances.deletedAt)));
    });
  },

  /** The project picker: name contains or code starts with `keyword`, by name. */
  async options(db: Db, entId: string, q: { keyword?: string; pageSize?: number }) {
    const keyword = q.keyword?.trim();
    return db
      .select({ id: t.id, projectName: t.projectName, projectCode: t.projectCode })
      .from(t)
      .where(
        and(
          liveProjectsOf(entId),
          keyword ? or(like(t.projectName, likePattern(keyword, 'contains')), like(t.projectCode, likePattern(keyword, 'prefix'))) : undefined,
        ),
      )
      .orderBy(codeOrder(t.projectName), asc(t.id))
      .limit(q.pageSize ?? 20);
  },
};
