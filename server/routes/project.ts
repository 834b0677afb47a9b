import { projectInputSchema, projectUpdateSchema } from '../../forms/project.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { parseBody } from '../http/zod-validation.ts';
import { projectMessages } from '../messages/project-messages.ts';
import { recordOwner } from '../records/enterprise-scope.ts';
import { personOptions } from '../records/person-options.ts';
import { projectRepository as projects } from '../records/project-repository.ts';

// Every operation is scoped to the caller's enterprise: another enterprise's id reads as not found.
export const projectHandlers = defineHandlers({
  listProjects: async ({ query, session, services }) => {
    const { rows, total } = await projects.list(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getProject: async ({ params, session, services }) => ok(await projects.get(services.db, recordOwner(session).entId, params.id)),

  createProject: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await projects.add(services.db, owner, parseBody(projectInputSchema, body)), '新增成功');
  },

  editProject: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(projectUpdateSchema, body);
    return ok(await projects.update(services.db, owner, id, input), '修改成功');
  },

  deleteProject: async ({ params, session, services }) => {
    await projects.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },

  listProjectMessages: async ({ params, query, session, services }) => {
    const { rows, total } = await projectMessages.ofProject(services.db, recordOwner(session), params.id, query);
    return page(rows, total);
  },

  listAllProjectMessages: async ({ query, session, services }) => {
    const { rows, total } = await projectMessages.list(services.db, recordOwner(session), query);
    return page(rows, total);
  },

  getProjectMessageUnreadCount: async ({ session, services }) => ok(await projectMessages.unreadCount(services.db, recordOwner(session))),

  readProjectMessage: async ({ params, session, services }) => {
    await projectMessages.markRead(services.db, recordOwner(session), params.id);
    return ok(undefined, '已标记为已读');
  },

  listEntPersonOptions: async ({ query, session, services }) => ok(await personOptions(services.db, recordOwner(session).entId, query)),

  listEntProjectOptions: async ({ query, session, services }) => ok(await projects.options(services.db, recordOwner(session).entId, query)),
});
