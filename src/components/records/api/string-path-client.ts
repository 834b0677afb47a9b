import type { QueryClient } from '@tanstack/react-query';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';

/** Query params of a record call. */
export type Query = Record<string, string | number>;

export interface CallInit {
  params?: { query?: Query; path?: { id: string } };
  body?: unknown;
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
type Call<T> = (path: string, init?: CallInit) => Promise<CallResult<T>>;

/**
 * The app client for contract paths that record configs hold as strings: the generated per-path types cannot
 * follow them, but the bodies are checked by the record's zod schema and the server validates them against the
 * contract. It is the same client (middleware, token, toasts); only the types are loosened.
 */
export interface StringPathClient<Row = unknown> {
  GET: Call<{ data: unknown; rows: Row[]; total: number }>;
  POST: Call<{ data: unknown }>;
  DELETE: Call<{ data?: unknown }>;
}

export const stringPathClient = browserClient as unknown as StringPathClient;

const keyed = $api as unknown as { queryOptions(method: 'get', path: string, init?: CallInit): { queryKey: readonly unknown[] } };

/** The query key the contract's query client derives for a GET (`[method, path, init]`), so `invalidatePath` matches it. */
export function stringPathKey(path: string, init?: CallInit): readonly unknown[] {
  return keyed.queryOptions('get', path, init).queryKey;
}

type ContractGetPath = Parameters<typeof invalidatePath<'get'>>[2];

/** Invalidates every cached GET of these contract paths, whatever their params; empty entries are skipped. */
export function invalidatePaths(queryClient: QueryClient, ...paths: (string | undefined)[]): Promise<unknown> {
  return Promise.all(paths.filter((path): path is string => Boolean(path)).map((path) => invalidatePath(queryClient, 'get', path as ContractGetPath)));
}
