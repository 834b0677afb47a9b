import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordValues } from '@forms/record-ui';
import type { SingleRecordOperations } from '@forms/single-record-ui';
import { browserClient } from '@/api/browser-client';
import { $api, invalidatePath } from '@/api/queries';
import type { components } from '@/api/schema.gen';
import { page, unwrap } from '@/api/unwrap';
import type { RecordRow } from './record-api';

/** One field change of a single record (the contract's EntChangelog). */
export type ChangelogRow = components['schemas']['EntChangelog'];

/** A saved draft: the fields it holds, plus when it was saved. */
export type DraftValues = RecordValues & { updateTime?: string };

type Query = Record<string, string | number>;
interface CallInit {
  params?: { query?: Query };
  body?: unknown;
}
interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}
type Call<T> = (path: string, init?: CallInit) => Promise<CallResult<T>>;

// As in record-api.ts: the config holds its contract paths as strings, so the per-path types cannot follow them.
const client = browserClient as unknown as {
  GET: Call<{ data: unknown; rows: ChangelogRow[]; total: number }>;
  POST: Call<{ data: unknown }>;
  DELETE: Call<{ data?: unknown }>;
};
const keyed = $api as unknown as { queryOptions(method: 'get', path: string, init?: CallInit): { queryKey: readonly unknown[] } };
type ContractGetPath = Parameters<typeof invalidatePath<'get'>>[2];

/** Query keys derived by the contract's query client (`[method, path, init]`). */
export const singleRecordKeys = {
  record: (ops: SingleRecordOperations) => keyed.queryOptions('get', ops.get).queryKey,
  draft: (ops: SingleRecordOperations) => keyed.queryOptions('get', ops.draft ?? '').queryKey,
  changelogs: (ops: SingleRecordOperations, query: Query) => keyed.queryOptions('get', ops.changelogs ?? '', { params: { query } }).queryKey,
};

/** The enterprise's record, or null before it has one. */
export function useSingleRecordQuery(ops: SingleRecordOperations) {
  return useQuery({
    queryKey: singleRecordKeys.record(ops),
    queryFn: async () => ((await unwrap(client.GET(ops.get))) ?? null) as RecordRow | null,
  });
}

/** The saved draft, or null; never fetched for a type without drafts. */
export function useDraftQuery(ops: SingleRecordOperations) {
  return useQuery({
    queryKey: singleRecordKeys.draft(ops),
    queryFn: async () => ((await unwrap(client.GET(ops.draft ?? ''))) ?? null) as DraftValues | null,
    enabled: Boolean(ops.draft),
  });
}

/** One page of the record's change history, newest first. */
export function useChangelogQuery(ops: SingleRecordOperations, query: Query) {
  return useQuery({
    queryKey: singleRecordKeys.changelogs(ops, query),
    queryFn: () => page(client.GET(ops.changelogs ?? '', { params: { query } })),
    enabled: Boolean(ops.changelogs),
    placeholderData: keepPreviousData,
  });
}

/** Save (create or whole-record edit), save a draft and discard it; each refreshes what it changes. */
export function useSingleRecordMutations(ops: SingleRecordOperations) {
  const queryClient = useQueryClient();
  const refresh = (...paths: (string | undefined)[]) =>
    Promise.all(paths.filter((path): path is string => Boolean(path)).map((path) => invalidatePath(queryClient, 'get', path as ContractGetPath)));
  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: RecordValues }) =>
      unwrap(id ? client.POST(ops.edit, { body: { ...values, id } }) : client.POST(ops.create, { body: values })),
    // A save deletes the draft and writes change entries; the information centre counts the licence too.
    onSuccess: () => refresh(ops.get, ops.draft, ops.changelogs, '/portal/entInfoNum/total'),
  });
  const saveDraft = useMutation({
    mutationFn: (values: RecordValues) => unwrap(client.POST(ops.draft ?? '', { body: values })),
    onSuccess: () => refresh(ops.draft, ops.get),
  });
  const discardDraft = useMutation({
    mutationFn: () => client.DELETE(ops.draft ?? ''),
    onSuccess: () => refresh(ops.draft, ops.get),
  });
  return { save, saveDraft, discardDraft };
}
