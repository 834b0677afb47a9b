import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordOperations, RecordValues } from '@forms/record-ui';
import { page, unwrap } from '@/api/unwrap';
import { REMINDER_PATHS } from '@/components/reminders/api/reminder-api';
import { invalidatePaths, stringPathClient, stringPathKey, type CallInit, type Query, type StringPathClient } from './string-path-client';

/** A record as the server returns it; every record type has a string `id`. */
export type RecordRow = RecordValues & { id: string };

/**
 * Where an operation takes the record id: its `{id}` path param, or the query param `id` when the path has none
 * (`/portal/achievement/detail?id=…`).
 *
 * @example idParams('/portal/zzzs/{id}', 'a1') // { path: { id: 'a1' } }
 */
export function idParams(path: string, id: string): NonNullable<CallInit['params']> {
  return path.includes('{id}') ? { path: { id } } : { query: { id } };
}

/** The contract path of an operation the record type has; calling one it lacks is a configuration error. */
function operation(ops: RecordOperations, name: 'create' | 'update' | 'delete'): string {
  const path = ops[name];
  if (!path) throw new Error(`该记录类型没有 ${name} 操作`);
  return path;
}

const client = stringPathClient as StringPathClient<RecordRow>;

const EXPORT_PAGE_SIZE = 500;

/** Query keys derived by the contract's query client (`[method, path, init]`). */
export const recordKeys = {
  list: (ops: RecordOperations, query: Query) => stringPathKey(ops.list, { params: { query } }),
  detail: (ops: RecordOperations, id: string) => stringPathKey(ops.detail, { params: idParams(ops.detail, id) }),
};

export function useRecordListQuery(ops: RecordOperations, query: Query) {
  return useQuery({
    queryKey: recordKeys.list(ops, query),
    queryFn: () => page(client.GET(ops.list, { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useRecordQuery(ops: RecordOperations, id: string | null) {
  return useQuery({
    queryKey: recordKeys.detail(ops, id ?? ''),
    queryFn: async () => (await unwrap(client.GET(ops.detail, { params: idParams(ops.detail, id ?? '') }))) as RecordRow,
    enabled: Boolean(id),
  });
}

/** Every row of a filtered list, fetched 500 at a time (for 导出). */
export async function fetchAllRecords(ops: RecordOperations, query: Query): Promise<RecordRow[]> {
  const rows: RecordRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const result = await page(client.GET(ops.list, { params: { query: { ...query, pageNum, pageSize: EXPORT_PAGE_SIZE } } }));
    rows.push(...result.rows);
    if (result.rows.length < EXPORT_PAGE_SIZE || rows.length >= result.total) return rows;
  }
}

/**
 * What a record change can alter besides the record type's own list and details: the information centre's
 * counts, the person/project pickers of other forms, and the reminders (the server recomputes them on every save
 * and delete, so the badges and reminder pages are refreshed at once instead of at the next poll). Without
 * refreshing them the centre kept showing the old counts for the queries' stale time (a minute) after 新增 or 删除.
 */
export const RECORD_DEPENDENT_PATHS = [
  '/portal/entInfoNum/certificateNum',
  '/portal/entInfoNum/personNum',
  '/portal/entInfoNum/projectNum',
  '/portal/entInfoNum/remindNum',
  '/portal/project/getEntPerson',
  '/portal/project/getEntProject',
  ...REMINDER_PATHS,
] as const;

/** Create, update and delete, each invalidating the record type's list and detail queries by contract path (and the counts). */
export function useRecordMutations(ops: RecordOperations) {
  const queryClient = useQueryClient();
  const invalidate = () => invalidatePaths(queryClient, ops.list, ops.detail, ...RECORD_DEPENDENT_PATHS);
  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: RecordValues }) =>
      unwrap(id ? client.POST(operation(ops, 'update'), { body: { ...values, id } }) : client.POST(operation(ops, 'create'), { body: values })),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: async (ids: readonly string[]) => {
      // The contract deletes one record per call; the middleware rejects a failed one with ApiError.
      const path = operation(ops, 'delete');
      for (const id of ids) await client.POST(path, { params: idParams(path, id) });
    },
    onSettled: invalidate,
  });
  return { save, remove };
}

