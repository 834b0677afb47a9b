import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema/system.ts';
import { captchaAnswer } from '../identity/captcha.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../errors.ts';
import { defineHandlers, type Services } from '../http/handlers.ts';

function assertSandbox(services: Services) {
  if (!services.config.sandbox) throw notFound();
}

export const sandboxHandlers = defineHandlers({
  listSandboxOutbox: async ({ query, services }) => {
    assertSandbox(services);
    const rows = await services.db
      .select()
      .from(outbox)
      .where(query.to ? eq(outbox.recipient, query.to) : undefined)
      .orderBy(desc(outbox.createTime))
      .limit(query.limit ?? 20);
    return ok(
      rows.map((r) => ({
        id: r.id,
        channel: r.channel as 'sms' | 'mail' | 'wechat' | 'payment',
        to: r.recipient,
        subject: r.subject,
        body: r.body,
        code: r.code,
        createTime: r.createTime.toISOString(),
      })),
    );
  },

  getSandboxCaptcha: async ({ params, services }) => {
    assertSandbox(services);
    return ok(await captchaAnswer(services.db, params.id));
  },
});
