import { sendFile } from '../http/content-disposition.ts';
import { ok } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import { attachmentRepository as files } from '../records/attachment-repository.ts';
import { recordOwner } from '../records/enterprise-scope.ts';

export const miscHandlers = defineHandlers({
  getChatAiConfig: async ({ services }) => ok({ chatUrl: services.config.chatAiUrl }),

  // Any of the caller's enterprise files, bound or not; another enterprise's file is 404 like an unknown one.
  downloadOssFile: async ({ params, session, services, reply }) =>
    sendFile(reply, await files.open(services.db, services.config.dataDir, recordOwner(session).entId, params.id)),
});
