import type { FastifyInstance, FastifyReply } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Runs `task` once this reply has gone out (or its connection has closed), so the task's time never shows in
     * the reply's. A failure is logged, not sent; `app.close()` waits for tasks under way.
     *
     * @example reply.afterReply(() => issueCode(db, { purpose: 'forget_pwd', target, deliver }));
     */
    afterReply(task: () => Promise<unknown>): void;
  }
}

const pendingByApp = new WeakMap<FastifyInstance, Set<Promise<void>>>();

/** Adds `reply.afterReply` to `app` and makes `app.close()` wait for the tasks it started. */
export function registerAfterReply(app: FastifyInstance): void {
  const pending = new Set<Promise<void>>();
  pendingByApp.set(app, pending);
  app.decorateReply('afterReply', function (this: FastifyReply, task: () => Promise<unknown>) {
    const log = this.log;
    const run = new Promise<void>((start) => this.raw.once('close', start))
      .then(task)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'work after the reply failed'),
      )
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.addHook('onClose', () => afterReplyDone(app));
}

/** Resolves once every task `app`'s handlers have left for after their replies has finished (tests wait on it). */
export async function afterReplyDone(app: FastifyInstance): Promise<void> {
  const pending = pendingByApp.get(app);
  while (pending && pending.size > 0) await Promise.all(pending);
}
