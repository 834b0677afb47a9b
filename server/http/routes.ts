import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { keyMayCall } from '../identity/key-scope.ts';
import { hasPermission, hasRole, resolveSession, type Session } from '../identity/sessions.ts';
import { bodyShapeOf, normalizeBody } from './body-normalization.ts';
import type { Contract, OperationInfo } from './contract.ts';
import { AppError, forbidden, notImplemented, unauthorized } from '../errors.ts';
import type { HandlerContext, HandlerMap, OperationId, Services } from './handlers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^Bearer\s+/i.test(header)) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 256 ? token : undefined;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function contentTypeGuard(accepted: string[]) {
  return async (request: FastifyRequest) => {
    if (request.body === undefined) return;
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (!accepted.includes(type)) throw new AppError(415, `不支持的请求内容类型，请使用 ${accepted.join(' 或 ')}`);
  };
}

function authHook(info: OperationInfo, services: Services) {
  const guarded = info.permissions.length > 0 || info.roles.length > 0;
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const session = token ? await resolveSession(services.db, token) : null;
    if (!session && (info.requiresAuth || guarded)) throw unauthorized();
    request.session = session;
    if (!session) return;
    if (info.permissions.length > 0 && !hasPermission(session, info.permissions)) throw forbidden();
    if (info.roles.length > 0 && !hasRole(session, info.roles)) throw forbidden('该功能仅对二级会员开放，请先开通会员');
    if (!(await keyMayCall(services.db, session, info.operationId))) throw forbidden('当前密钥未被授权使用该功能');
  };
}

/**
 * Binds every contract operation to its handler by operationId. Requests are validated against
 * the contract; operations without a handler answer 501.
 */
export async function registerContractRoutes(
  app: FastifyInstance,
  opts: { contract: Contract; handlers: HandlerMap; services: Services },
): Promise<void> {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema) return;
    // Errors are shaped by the one error handler; only success bodies are serialised by schema.
    const response = schema.response as Record<string, unknown> | undefined;
    if (response) for (const status of Object.keys(response)) if (!/^2/.test(status)) delete response[status];
    // Multipart bodies are parsed and checked by the upload handlers themselves.
    const body = schema.body as { content?: Record<string, unknown> } | undefined;
    if (!body?.content) return;
    const accepted = Object.keys(body.content);
    if (accepted.includes('multipart/form-data')) delete schema.body;
    // A body in a media type the operation does not declare would skip validation; refuse it instead.
    route.preValidation = [...asArray(route.preValidation), contentTypeGuard(accepted)];
  });
  await app.register(openapiGlue, {
    specification: opts.contract.document,
    operationResolver: (operationId: string) => {
      const info = opts.contract.operations.get(operationId);
      if (!info) throw new Error(`契约中没有操作 ${operationId}`);
      const handler = opts.handlers[operationId as OperationId] as
        | ((ctx: HandlerContext<OperationId>) => Promise<unknown>)
        | undefined;
      const operation = ((opts.contract.document.paths as Record<string, Record<string, unknown>>)[info.path]?.[info.method.toLowerCase()] ?? {}) as Record<string, unknown>;
      const bodyShape = bodyShapeOf(operation);
      // The glue merges these options into the route it builds from the contract (method, url, schema).
      const route: Partial<RouteOptions> = {
        onRequest: authHook(info, opts.services),
        ...(bodyShape && { preValidation: normalizeBody(bodyShape) }),
        handler: async (request, reply) => {
          if (!handler) throw notImplemented(operationId);
          return handler({
            body: request.body as never,
            query: request.query as never,
            params: request.params as never,
            session: request.session,
            services: opts.services,
            request,
            reply,
          });
        },
      };
      return route as RouteOptions;
    },
  });
}
