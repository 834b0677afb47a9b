import { and, asc, gt, isNull, like, lte, or, type SQL } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';
import type { ProjectInput } from '../../forms/project.ts';
import { projectUi } from '../../forms/project.ui.ts';
import type { Db } from '../db/client.ts';
import { performances, projects as t } from '../db/schema/projects.ts';
import { codeOrder, contains, dateRange, equals, filterEach, likePattern, mapPage, oneOf, pick, startsWith } from './list-query.ts';
import { recordRepository, trimmed } from './record-repository.ts';
import { recordJson, recordStore } from './record-store.ts';

export type ProjectStatus = 'inProgress' | 'completed';

export const projectStore = recordStore(t, {
  notFound: '项目不存在',
  duplicate: { field: 'body.projectCode', msg: '本企业已有该项目编号的项目' },
  dependants: [{ table: performances, parent: performances.projectId }],
});

/** In progress: no completion date or one after today; completed: a completion date up to today. */
export function projectStatusFilter(status: ProjectStatus, today = todayInChina()): SQL {
  return status === 'completed' ? lte(t.completionDate, today) : or(isNull(t.completionDate), gt(t.completionDate, today))!;
}

// Project messages have no table yet (their operations are a later slice).
const toProject = (r: typeof t.$inferSelect) => ({ ...recordJson(r), unreadMessageCount: 0 });

const list = projectStore.list({
  sortable: pick(t, 'projectName', 'projectCode', 'contractAmount', 'startDate', 'completionDate', 'createTime', 'updateTime'),
  filters: {
    ...filterEach(oneOf, t, 'projectType', 'entRole', 'stage'),
    ...filterEach(equals, t, 'prov', 'city'),
    ...dateRange('startDate', t.startDate),
    projectName: contains(t.projectName),
    projectCode: startsWith(t.projectCode),
    status: (status: ProjectStatus) => projectStatusFilter(status),
  },
});

export type ProjectFilter = Parameters<typeof list>[2];

const columns = (input: ProjectInput) => ({
  ...trimmed(input, 'projectName'),
  projectCode: input.projectCode ?? null,
  completionDate: input.completionDate ?? null,
  plannedCompletionDate: input.plannedCompletionDate ?? null,
});

/** Supervision-platform projects (监管平台项目), always within one enterprise; deleting one soft-deletes its performances. */
export const projectRepository = {
  ...recordRepository(projectStore, { fields: projectUi.fields, reminders: 'project', columns, json: (_db, row) => toProject(row) }),
  list: async (db: Db, entId: string, query: ProjectFilter) => mapPage(await list(db, entId, query), toProject),

  /** The project picker: name contains or code starts with `keyword`, by name; a project without a code matches by name only. */
  async options(db: Db, entId: string, query: { keyword?: string; pageSize?: number }) {
    const keyword = query.keyword?.trim();
    const match = keyword ? or(like(t.projectName, likePattern(keyword, 'contains')), like(t.projectCode, likePattern(keyword, 'prefix'))) : undefined;
    return db
      .select({ id: t.id, projectName: t.projectName, projectCode: t.projectCode })
      .from(t)
      .where(and(projectStore.live(entId), match))
      .orderBy(codeOrder(t.projectName), asc(t.id))
      .limit(query.pageSize ?? 20);
  },
};
