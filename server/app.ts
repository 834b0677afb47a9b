import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { loadContract } from './http/contract.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import type { HandlerMap, Services } from './http/handlers.ts';
import { requestSerializer } from './http/log-redaction.ts';
import { installValidator } from './http/validator.ts';
import { registerContractRoutes } from './http/routes.ts';
import { authHandlers } from './routes/auth.ts';
import { dictHandlers } from './routes/dict.ts';
import { sandboxHandlers } from './routes/sandbox.ts';

export const MAX_JSON_BODY = 1024 * 1024;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Every implemented operation, by operationId. */
export const handlers: HandlerMap = { ...authHandlers, ...dictHandlers, ...sandboxHandlers };

/** `logStream` replaces stdout for the structured request log (tests read it). */
export async function buildApp(services: Services, options: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: services.config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { req: requestSerializer },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.password', 'body.newPassword', 'body.code'],
    },
    bodyLimit: MAX_JSON_BODY,
    trustProxy: process.env.TRUST_PROXY === '1',
    return503OnClosing: true,
  });
  registerErrorHandler(app);
  installValidator(app);
  // Only the request bodies the contract declares are parsed: JSON, multipart uploads and raw bytes.
  app.removeContentTypeParser('text/plain');
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Declared by the contract for downloads; accepting it as raw bytes keeps the glue's content-type check quiet.
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 20, parts: 25 } });
  await registerContractRoutes(app, { contract: await loadContract(), handlers, services });
  return app;
}
