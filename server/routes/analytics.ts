import { recordPageView } from '../analytics/page-views.ts';
import { ok } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';

export const analyticsHandlers = defineHandlers({
  recordPageView: async ({ body, session, services, request }) => {
    await recordPageView(services.db, {
      ...body,
      userId: session?.userId ?? null,
      entId: session?.entId ?? null,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return ok();
  },
});
