import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordValues } from '@forms/record-ui';
import type { SingleRecordOperations } from '@forms/single-record-ui';
import type { components } from '@openapi/schema.gen';
import { page, unwrap } from '@/api/unwrap';
import { REMINDER_PATHS } from '@/components/reminders/api/reminder-api';
import { sessionStore } from '@/stores/session-store';
import type { RecordRow } from './record-api';
import { invalidatePaths, stringPathClient, stringPathKey, type Query, type StringPathClient } from './string-path-client';

/** One field change of a single record (the contract's EntChangelog). */
export type ChangelogRow = components['schemas']['EntChangelog'];

/** A saved draft: the fields it holds, plus when it was saved. */
export type DraftValues = RecordValues & { updateTime?: string };

const client = stringPathClient as StringPathClient<ChangelogRow>;

/** Query keys derived by the contract's query client (`[method, path, init]`). */
export const singleRecordKeys = {
  record: (ops: SingleRecordOperations) => stringPathKey(ops.get),
  draft: (ops: SingleRecordOperations) => stringPathKey(ops.draft ?? ''),
  changelogs: (ops: SingleRecordOperations, query: Query) => stringPathKey(ops.changelogs ?? '', { params: { query } }),
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
  const refresh = (...paths: (string | undefined)[]) => invalidatePaths(queryClient, ...paths);
  const save = useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: RecordValues }) =>
      unwrap(id ? client.POST(ops.edit, { body: { ...values, id } }) : client.POST(ops.create, { body: values })),
    // A save deletes the draft and writes change entries and recomputes the licence's reminders; the information
    // centre counts the licence too, and a licence save renames the account's enterprise (shown in the header), so the session info is reloaded.
    onSuccess: () =>
      Promise.all([
        refresh(ops.get, ops.draft, ops.changelogs, '/portal/entInfoNum/total', ...REMINDER_PATHS),
        sessionStore
          .getState()
          .loadInfo()
          .catch(() => undefined),
      ]),
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
