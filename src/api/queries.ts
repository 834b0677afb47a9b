import type { QueryClient } from '@tanstack/react-query';
import type { ClientPathsWithMethod } from 'openapi-fetch';
import createQueryClient from 'openapi-react-query';
import { backgroundClient, browserClient } from './browser-client.ts';
import type { PortalClient } from './create-api-client.ts';

/**
 * React Query hooks over the app client. Query keys are `[method, path, init]`, derived from the contract.
 *
 * @example const { data } = $api.useQuery('get', '/portal/getInfo', undefined, { select: (res) => res.data })
 */
export const $api = createQueryClient(browserClient);

/**
 * The same hooks over the background client, for calls the user did not ask for (polled counts): a failure never
 * toasts or logs out. Query keys are the same as `$api`'s, so `invalidatePath` refreshes both.
 *
 * @example $backgroundApi.useQuery('get', '/portal/reminder/counts', {}, { refetchInterval: 60_000 })
 */
export const $backgroundApi = createQueryClient(backgroundClient);

/** An HTTP method as written in query keys ('get', 'post', …). */
export type QueryMethod = Parameters<PortalClient['request']>[0];

/**
 * Invalidates every cached query for one contract path, whatever its params. Use it after a mutation.
 *
 * @example onSuccess: () => invalidatePath(queryClient, 'get', '/portal/getInfo')
 */
export function invalidatePath<Method extends QueryMethod>(
  queryClient: QueryClient,
  method: Method,
  path: ClientPathsWithMethod<PortalClient, Method>,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [method, path] });
}
