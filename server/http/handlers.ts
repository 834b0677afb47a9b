import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../openapi/schema.gen.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Session } from '../identity/sessions.ts';
import type { Providers } from '../providers/providers.ts';

/** What every handler may use. */
export interface Services {
  db: Db;
  config: ServerConfig;
  providers: Providers;
}

export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
type JsonBody<T> = T extends { requestBody: { content: { 'application/json': infer B } } }
  ? B
  : T extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;
type Part<T, K extends string> = T extends { parameters: { [P in K]?: infer V } } ? ([V] extends [never] ? Record<string, never> : NonNullable<V>) : never;
// A file download sends its bytes itself and returns the reply; any other operation returns its JSON envelope.
type Success<T> = T extends { responses: { 200: { content: { 'application/octet-stream': unknown } } } }
  ? FastifyReply
  : T extends { responses: { 200: { content: { 'application/json': infer R } } } }
    ? R
    : unknown;

export interface HandlerContext<K extends OperationId> {
  body: JsonBody<Op<K>>;
  query: Part<Op<K>, 'query'>;
  params: Part<Op<K>, 'path'>;
  /** The caller's session; always present on operations that require a login. */
  session: Session | null;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the success envelope the contract declares for its operation. */
export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => Promise<Success<Op<K>>>;

export type HandlerMap = { [K in OperationId]?: Handler<K> };

/** Declares handlers for a group of operations, checked against the contract's types. */
export const defineHandlers = <M extends HandlerMap>(handlers: M): M => handlers;

/** Narrows the session on operations that require a login (the auth hook has already checked). */
export function requireSession(session: Session | null): Session {
  if (!session) throw new Error('requireSession on an operation without a session');
  return session;
}
