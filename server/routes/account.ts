import { ok } from '../http/envelope.ts';
import { defineHandlers, requireSession } from '../http/handlers.ts';
import { messagePhones } from '../messages/phones.ts';

export const accountHandlers = defineHandlers({
  sendMessagePhoneCode: async ({ query, session, services, request }) => {
    const sent = await messagePhones.sendCode(services.db, services.providers.sms, {
      userId: requireSession(session).userId,
      phone: query.phonenumber,
      ip: request.ip,
    });
    return ok(sent, '验证码已发送');
  },
});
