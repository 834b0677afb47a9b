import { otherPersonInputSchema, otherPersonUpdateSchema } from '../../forms/other-person.ts';
import { performanceInputSchema, performanceUpdateSchema } from '../../forms/performance.ts';
import { registeredPersonInputSchema, registeredPersonUpdateSchema } from '../../forms/registered-person.ts';
import { checkRepository } from '../checks/repository.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { parseBody } from '../http/zod-validation.ts';
import { recordOwner } from '../records/enterprise-scope.ts';
import { otherPersonRepository as others } from '../records/other-person-repository.ts';
import { performanceRepository as performances } from '../records/performance-repository.ts';
import { registeredPersonRepository as registered } from '../records/registered-person-repository.ts';

// Every operation is scoped to the caller's enterprise: another enterprise's id reads as not found.
export const personnelHandlers = defineHandlers({
  listRegisteredPersons: async ({ query, session, services }) => {
    const { rows, total } = await registered.list(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getRegisteredPerson: async ({ params, session, services }) =>
    ok(await registered.get(services.db, recordOwner(session).entId, params.id)),

  addRegisteredPerson: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await registered.add(services.db, owner, parseBody(registeredPersonInputSchema, body)), '新增成功');
  },

  updateRegisteredPerson: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(registeredPersonUpdateSchema, body);
    return ok(await registered.update(services.db, owner, id, input), '修改成功');
  },

  deleteRegisteredPerson: async ({ params, session, services }) => {
    await registered.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },

  listOtherPersons: async ({ query, session, services }) => {
    const { rows, total } = await others.list(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getOtherPerson: async ({ params, session, services }) => ok(await others.get(services.db, recordOwner(session).entId, params.id)),

  addOtherPerson: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await others.add(services.db, owner, parseBody(otherPersonInputSchema, body)), '新增成功');
  },

  updateOtherPerson: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(otherPersonUpdateSchema, body);
    return ok(await others.update(services.db, owner, id, input), '修改成功');
  },

  deleteOtherPerson: async ({ params, session, services }) => {
    await others.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },

  listPerformances: async ({ query, session, services }) => {
    const { rows, total } = await performances.list(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  getPerformance: async ({ query, session, services }) => ok(await performances.get(services.db, recordOwner(session).entId, query.id)),

  listPersonPerformances: async ({ params, session, services }) =>
    ok(await performances.listOfPerson(services.db, recordOwner(session).entId, params.id)),

  listPerformanceChecks: async ({ query, session, services }) => {
    const { rows, total } = await checkRepository.performanceResults(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  addPerformance: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    return ok(await performances.add(services.db, owner, parseBody(performanceInputSchema, body)), '新增成功');
  },

  editPerformance: async ({ body, session, services }) => {
    const owner = recordOwner(session);
    const { id, ...input } = parseBody(performanceUpdateSchema, body);
    return ok(await performances.update(services.db, owner, id, input), '修改成功');
  },

  deletePerformance: async ({ params, session, services }) => {
    await performances.remove(services.db, recordOwner(session), params.id);
    return ok(undefined, '删除成功');
  },
});
