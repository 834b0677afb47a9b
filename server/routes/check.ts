import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/identity.ts';
import { invalidInput } from '../errors.ts';
import { ok, page } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import type { Session } from '../identity/sessions.ts';
import { runPersonnelCountCheck, runRuleCheck, type CheckRunner } from '../checks/engine.ts';
import { checkRepository as checks, toCheckRun } from '../checks/repository.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

/** The caller as a check runner: their enterprise, and the nickname the check log shows. */
async function runner(db: Db, session: Session | null): Promise<CheckRunner> {
  const owner = recordOwner(session);
  const [user] = await db.select({ nickName: users.nickName, userName: users.userName }).from(users).where(eq(users.id, owner.userId));
  return { ...owner, name: user?.nickName || user?.userName || '' };
}

// 数据核查: runs and findings of the caller's enterprise only; another enterprise's run or result id reads as not found.
export const checkHandlers = defineHandlers({
  runDataCheck: async ({ body, session, services }) =>
    ok(toCheckRun(await runRuleCheck(services.db, await runner(services.db, session), 'all', body ?? {})), '核查完成'),

  runPersonnelCheck: async ({ body, session, services }) =>
    ok(toCheckRun(await runRuleCheck(services.db, await runner(services.db, session), 'personnel', body ?? {})), '核查完成'),

  listCheckResults: async ({ query, session, services }) => {
    const { rows, total } = await checks.results(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  runPersonnelCountCheck: async ({ session, services }) =>
    ok(toCheckRun(await runPersonnelCountCheck(services.db, await runner(services.db, session))), '核查完成'),

  listPersonnelCountCheckResults: async ({ query, session, services }) => {
    const { rows, total } = await checks.personnelCountResults(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  listCheckRuns: async ({ query, session, services }) => {
    const { rows, total } = await checks.runs(services.db, recordOwner(session).entId, query);
    return page(rows, total);
  },

  markCheckResult: async ({ body, session, services }) => {
    if (body.status !== null && !body.reason?.trim()) throw invalidInput([{ field: 'body.reason', msg: '请填写理由' }]);
    return ok(await checks.mark(services.db, await runner(services.db, session), { ...body, reason: body.reason?.trim() }), '已保存');
  },
});
