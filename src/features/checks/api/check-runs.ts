import { keepPreviousData, useMutation, useQueries, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';
import { unwrap } from '@/api/unwrap';
import { toast } from '@/lib/toast';
import { CHECK_BUSY, type CheckRun, type CheckRunKind, type CheckScope, type RunPath } from '../check-areas';

/** Refreshes everything a new run or a mark changes: the runs, both result lists and the performances' results. */
export function invalidateChecks(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidatePath(queryClient, 'get', '/check/runs'),
    invalidatePath(queryClient, 'get', '/check/datacheck/getCheckList'),
    invalidatePath(queryClient, 'get', '/check/ryNum/getCheckList'),
    invalidatePath(queryClient, 'get', '/portal/achievement/checkList'),
  ]);
}

/** One page of an area's runs, newest first (校验记录). */
export function useCheckRuns(kind: CheckRunKind, page: { pageNum: number; pageSize: number }) {
  return $api.useQuery(
    'get',
    '/check/runs',
    { params: { query: { kind, ...page } } },
    { placeholderData: keepPreviousData, select: (response) => ({ rows: response.rows ?? [], total: response.total }) },
  );
}

/** The newest run of any of `kinds`: undefined while loading, null before the first run. */
export function useLatestRun(kinds: readonly CheckRunKind[]) {
  const queries = useQueries({
    queries: kinds.map((kind) => $api.queryOptions('get', '/check/runs', { params: { query: { kind, pageNum: 1, pageSize: 1 } } })),
  });
  const error = queries.find((query) => query.error)?.error ?? null;
  const loaded = queries.every((query) => query.data);
  const runs = queries.flatMap((query) => query.data?.rows?.slice(0, 1) ?? []);
  const latest = runs.reduce<CheckRun | null>((newest, run) => (!newest || run.startedAt > newest.startedAt ? run : newest), null);
  return {
    run: loaded ? latest : undefined,
    error,
    refetch: () => queries.forEach((query) => void query.refetch()),
  };
}

function postRun(run: RunPath, scope: CheckScope | undefined): Promise<CheckRun> {
  if (run === '/check/ryNum/auto') return unwrap(browserClient.POST(run));
  return unwrap(browserClient.POST(run, scope ? { body: scope } : {}));
}

/**
 * Starts a run (synchronous: it answers once the run is over) and refreshes the runs and results. The client has
 * already shown the server's message for a failure; a 409 (another run under way) says so in the portal's words.
 */
export function useRunCheck(run: RunPath) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope?: CheckScope) => postRun(run, scope),
    onSuccess: () => invalidateChecks(queryClient),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 409) toast.error(CHECK_BUSY, { id: CHECK_BUSY });
    },
  });
}
