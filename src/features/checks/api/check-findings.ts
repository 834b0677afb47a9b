import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { components, paths } from '@openapi/schema.gen';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';
import { unwrap } from '@/api/unwrap';
import type { CheckFinding, CheckRecordType } from '../check-areas';

type FindingsQuery = NonNullable<paths['/check/datacheck/getCheckList']['get']['parameters']['query']>;
export type MarkRequest = components['schemas']['CheckMarkRequest'];

/** The contract's largest page: a run's findings of one record type come in one or a few calls. */
const FINDINGS_PAGE_SIZE = 500;

export interface FindingsFilter {
  runId: string | undefined;
  recordTypes: readonly CheckRecordType[];
  level?: FindingsQuery['level'];
  mark?: FindingsQuery['mark'];
}

function findingsPage({ runId, level, mark }: FindingsFilter, recordType: CheckRecordType, pageNum: number) {
  const query: FindingsQuery = { runId, recordType, level, mark, pageNum, pageSize: FINDINGS_PAGE_SIZE };
  return $api.queryOptions('get', '/check/datacheck/getCheckList', { params: { query } }, { enabled: Boolean(runId) });
}

/**
 * Every finding of a run for the area's record types (level and mark filtered by the server), so the page can count
 * them by rule and export them. The contract takes one record type per call; each type's further pages are asked
 * for once its first page says how many there are. Nothing is fetched without a run.
 */
export function useCheckFindings(filter: FindingsFilter) {
  const first = useQueries({ queries: filter.recordTypes.map((recordType) => findingsPage(filter, recordType, 1)) });
  const rest = useQueries({
    queries: filter.recordTypes.flatMap((recordType, index) => {
      const pages = Math.ceil((first[index]?.data?.total ?? 0) / FINDINGS_PAGE_SIZE);
      return Array.from({ length: Math.max(0, pages - 1) }, (_, page) => findingsPage(filter, recordType, page + 2));
    }),
  });
  const all = [...first, ...rest];
  // The result arrays keep their identity until a query changes, so the rows (and the table's sort) do too.
  const rows = useMemo(() => [...first, ...rest].flatMap((query) => query.data?.rows ?? []) as CheckFinding[], [first, rest]);
  return {
    rows,
    isPending: all.some((query) => query.isPending),
    isFetching: all.some((query) => query.isFetching),
    error: all.find((query) => query.error)?.error ?? null,
    refetch: () => all.forEach((query) => void query.refetch()),
  };
}

const findingsKey = $api.queryOptions('get', '/check/datacheck/getCheckList', {}).queryKey.slice(0, 2);

/** 核实 / 忽略 with a reason, or 清除标记 (status null): the answer replaces the finding on screen at once. */
export function useMarkFinding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRequest) => unwrap(browserClient.POST('/check/mark', { body })),
    onSuccess: (updated) => {
      queryClient.setQueriesData<{ rows?: CheckFinding[] }>({ queryKey: findingsKey }, (page) =>
        page?.rows ? { ...page, rows: page.rows.map((row) => (row.id === updated.id ? updated : row)) } : page,
      );
      void invalidatePath(queryClient, 'get', '/check/datacheck/getCheckList');
      void invalidatePath(queryClient, 'get', '/check/runs');
    },
  });
}
