import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { registerAfterReply } from './http/after-reply.ts';
import { loadContract } from './http/contract.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import type { HandlerMap, Services } from './http/handlers.ts';
import { errorSerializer, requestSerializer } from './http/log-redaction.ts';
import { installValidator } from './http/validator.ts';
import { registerContractRoutes } from './http/routes.ts';
import { registerWebApp } from './http/web-app.ts';
import { accountHandlers } from './routes/account.ts';
import { analyticsHandlers } from './routes/analytics.ts';
import { authHandlers } from './routes/auth.ts';
import { certificateHandlers } from './routes/certificate.ts';
import { checkHandlers } from './routes/check.ts';
import { dictHandlers } from './routes/dict.ts';
import { discoveryHandlers } from './routes/discovery.ts';
import { enterpriseHandlers } from './routes/enterprise.ts';
import { messageHandlers } from './routes/message.ts';
import { miscHandlers } from './routes/misc.ts';
import { personnelHandlers } from './routes/personnel.ts';
import { projectHandlers } from './routes/project.ts';
import { reminderHandlers } from './routes/reminder.ts';
import { sandboxHandlers } from './routes/sandbox.ts';
import { zzbzHandlers } from './routes/zzbz.ts';

export const MAX_JSON_BODY = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Every implemented operation, by operationId. */
export const handlers: HandlerMap = {
  ...authHandlers,
  ...dictHandlers,
  ...zzbzHandlers,
  ...miscHandlers,
  ...analyticsHandlers,
  ...sandboxHandlers,
  ...personnelHandlers,
  ...certificateHandlers,
  ...projectHandlers,
  ...enterpriseHandlers,
  ...reminderHandlers,
  ...checkHandlers,
  ...messageHandlers,
  ...accountHandlers,
  ...discoveryHandlers,
};

export interface BuildAppOptions {
  /** Replaces stdout for the structured request log (tests read it). */
  logStream?: NodeJS.WritableStream;
  /** The built SPA to serve on the same origin; left out in API-only runs and contract tests. */
  webDir?: string;
}

export async function buildApp(services: Services, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: services.config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { req: requestSerializer, err: errorSerializer },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.newPassword', 'body.code'],
    },
    bodyLimit: MAX_JSON_BODY,
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
  });
  registerErrorHandler(app);
  registerAfterReply(app);
  installValidator(app);
  // Only the request bodies the contract declares are parsed: JSON, multipart uploads and raw bytes.
  app.removeContentTypeParser('text/plain');
  // The AI chat script (PORTAL_CHAT_AI_URL) is loaded by the page and talks to, frames and styles from its own origin.
  const chat = services.config.chatAiUrl ? [new URL(services.config.chatAiUrl).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat],
        styleSrc: ["'self'", "'unsafe-inline'", ...chat],
        scriptSrc: ["'self'", ...chat],
        connectSrc: ["'self'", ...chat],
        // blob: for the inline PDF preview, whose object URL the SPA makes from the fetched file.
        frameSrc: ["'self'", 'blob:', ...chat],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // The SPA bundle and JSON shrink to a fraction; brotli at a middle quality keeps the CPU cost per response low.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // Declared by the contract for downloads; accepting it as raw bytes keeps the glue's content-type check quiet.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20, parts: 25 } });
  await registerContractRoutes(app, { contract: await loadContract(), handlers, services });
  if (!(await registerWebApp(app, options.webDir)) && options.webDir) {
    app.log.warn({ webDir: options.webDir }, '未找到前端构建产物，只提供 API；请先运行 npm run build');
  }
  return app;
}
