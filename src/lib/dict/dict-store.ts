import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { browserClient } from '@/api/browser-client';
import type { components } from '@openapi/schema.gen';
import { unwrap } from '@/api/unwrap';

type DictData = components['schemas']['DictData'];

/** A dictionary item as selectors use it (spec §3). */
export interface DictOption {
  label: string;
  value: string;
}

/** A stored dictionary item; `remark` carries extra data some types need (a city's province code). */
export interface DictEntry extends DictOption {
  remark: string | null;
}

interface DictState {
  entries: Partial<Record<string, DictEntry[]>>;
  failed: Partial<Record<string, true>>;
}

/** Spec §3 client dictionary store: entries per dictionary type, loaded once per page session. */
export const dictStore = createStore<DictState>()(() => ({ entries: {}, failed: {} }));

const pending = new Map<string, Promise<DictEntry[]>>();
const EMPTY: DictEntry[] = [];

/**
 * Maps server dictionary data to entries, dropping those whose value (their key) is empty or null (spec §3).
 *
 * @example toDictEntries([{ dictLabel: '是', dictValue: 'Y', … }]) // [{ label: '是', value: 'Y', remark: null }]
 */
export function toDictEntries(rows: readonly Pick<DictData, 'dictLabel' | 'dictValue' | 'remark'>[]): DictEntry[] {
  return rows
    .filter((row) => row.dictValue !== null && row.dictValue !== undefined && row.dictValue !== '')
    .map((row) => ({ label: row.dictLabel, value: row.dictValue, remark: row.remark ?? null }));
}

/**
 * The entries of one dictionary type. One request per type: later and concurrent calls share it. A failed
 * load is not kept, so the next call tries again. An empty type resolves to [] without a request.
 *
 * @example const statuses = await loadDict('sys_normal_disable');
 */
export function loadDict(type: string): Promise<DictEntry[]> {
  if (!type) return Promise.resolve(EMPTY);
  const cached = dictStore.getState().entries[type];
  if (cached) return Promise.resolve(cached);
  let request = pending.get(type);
  if (!request) {
    request = unwrap(browserClient.GET('/system/dict/data/type/{dictType}', { params: { path: { dictType: type } } }))
      .then(
        (rows) => {
          const entries = toDictEntries(rows);
          dictStore.setState((state) => ({ entries: { ...state.entries, [type]: entries }, failed: without(state.failed, type) }));
          return entries;
        },
        (error: unknown) => {
          dictStore.setState((state) => ({ failed: { ...state.failed, [type]: true } }));
          throw error;
        },
      )
      .finally(() => pending.delete(type));
    pending.set(type, request);
  }
  return request;
}

/** What `useDict` gives: the options (empty until loaded) and a label lookup for table cells. */
export interface DictResult {
  options: DictEntry[];
  isLoading: boolean;
  isError: boolean;
  /** The label of a value, or the value itself when the dictionary has no such entry. */
  labelOf(value: string | null | undefined): string;
}

/**
 * A dictionary type's options inside React, loading them on first use.
 *
 * @example const { options, labelOf } = useDict('sys_user_sex');
 */
export function useDict(type: string): DictResult {
  const entries = useStore(dictStore, (state) => state.entries[type]);
  const failed = useStore(dictStore, (state) => state.failed[type] === true);
  const loaded = entries !== undefined;

  useEffect(() => {
    // The client middleware has already shown the error toast.
    if (!loaded) loadDict(type).catch(() => undefined);
  }, [type, loaded]);

  const options = type ? (entries ?? EMPTY) : EMPTY;
  return {
    options,
    isLoading: Boolean(type) && !loaded && !failed,
    isError: failed,
    labelOf: (value) => (value ? (options.find((option) => option.value === value)?.label ?? value) : ''),
  };
}

/** Forgets every loaded dictionary, e.g. after an administrator edits one; tests call it between cases. */
export function resetDictStore(): void {
  pending.clear();
  dictStore.setState({ entries: {}, failed: {} });
}

function without<T extends object>(record: T, key: string): T {
  const copy = { ...record };
  delete copy[key as keyof T];
  return copy;
}
