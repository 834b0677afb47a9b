import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { messages as t } from '../db/schema/messages.ts';
import { projects } from '../db/schema/projects.ts';
import type { RecordOwner } from '../records/enterprise-scope.ts';
import { countAll, readPage, type PagingQuery } from '../records/list-query.ts';
import { projectStore } from '../records/project-repository.ts';
import { messageRepository } from './repository.ts';

export interface ProjectMessageQuery extends PagingQuery {
  isRead?: boolean;
  projectId?: string;
}

const SORT = { columns: {}, default: [desc(t.createTime), asc(t.id)], tiebreak: asc(t.id) };

/** The user's project messages about the enterprise's live projects (a deleted project's messages leave these views). */
const scope = (owner: RecordOwner, query: Omit<ProjectMessageQuery, keyof PagingQuery>) =>
  and(
    eq(t.userId, owner.userId),
    eq(t.category, 'project'),
    query.isRead === undefined ? undefined : query.isRead ? isNotNull(t.readAt) : isNull(t.readAt),
    query.projectId ? eq(t.bizId, query.projectId) : undefined,
  );

const joined = (db: Db) =>
  db
    .select({
      id: t.id,
      projectId: projects.id,
      projectName: projects.projectName,
      title: t.title,
      content: t.content,
      readAt: t.readAt,
      createTime: t.createTime,
    })
    .from(t)
    .innerJoin(projects, eq(projects.id, t.bizId))
    .$dynamic();

/**
 * Project messages (项目消息) as the project pages show them: the `project` messages of the message area whose bizId
 * is a project of the caller's enterprise, with the same read state.
 */
export const projectMessages = {
  async list(db: Db, owner: RecordOwner, query: ProjectMessageQuery) {
    const where = and(scope(owner, query), projectStore.live(owner.entId));
    const countRows = (d: Db) => d.select({ n: countAll() }).from(t).innerJoin(projects, eq(projects.id, t.bizId)).$dynamic();
    const { rows, total } = await readPage(db, { rows: joined, count: countRows, where, sort: SORT }, query);
    return { rows: rows.map(({ readAt, createTime, ...r }) => ({ ...r, isRead: readAt !== null, createTime: createTime.toISOString() })), total };
  },

  /** One project's messages; another enterprise's or a deleted project is the 404. */
  async ofProject(db: Db, owner: RecordOwner, projectId: string, query: Omit<ProjectMessageQuery, 'projectId'>) {
    await projectStore.get(db, owner.entId, projectId);
    return projectMessages.list(db, owner, { ...query, projectId });
  },

  async unreadCount(db: Db, owner: RecordOwner): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(t)
      .innerJoin(projects, eq(projects.id, t.bizId))
      .where(and(scope(owner, { isRead: false }), projectStore.live(owner.entId)));
    return row?.n ?? 0;
  },

  markRead: (db: Db, owner: RecordOwner, id: string) => messageRepository.markRead(db, owner.userId, id, 'project'),
};
