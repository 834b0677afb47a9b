import { ok } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';

export const miscHandlers = defineHandlers({
  getChatAiConfig: async ({ services }) => ok({ chatUrl: services.config.chatAiUrl }),
});
