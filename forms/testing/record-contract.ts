import type { z } from 'zod';
import { loadContract } from '../../server/http/contract.ts';
import { DICT_SEED } from '../../server/seed/dict-data.ts';
import type { RecordFieldUi, RecordUiConfig } from '../record-ui.ts';
import type { SingleRecordUiConfig } from '../single-record-ui.ts';

type Json = Record<string, unknown>;

/** The parts of a record type's config the contract checks read. */
export type AnyRecordUi = RecordUiConfig | SingleRecordUiConfig;

/** What the bundled contract says about the operations a config names. */
export interface ContractFacts {
  hasPath: (path: string) => boolean;
  /** The query parameter names of the GET operation at `path`. */
  queryParams: (path: string) => string[];
  /** The sortable columns its description lists (可排序字段：a、b；). */
  sortable: (path: string) => string[];
  /** The property names of one row of the page the GET operation at `path` answers. */
  rowProperties: (path: string) => string[];
}

/** Reads the bundled contract (openapi/openapi.yaml) once. */
export async function contractFacts(): Promise<ContractFacts> {
  const { document } = await loadContract();
  const resolve = (node: unknown): Json => {
    const ref = (node as Json | undefined)?.$ref;
    if (typeof ref !== 'string') return (node ?? {}) as Json;
    return resolve(ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Json)[key], document));
  };
  const paths = document.paths as Record<string, Json>;
  const get = (path: string) => resolve(paths[path]?.get);
  return {
    hasPath: (path) => Object.hasOwn(paths, path),
    queryParams: (path) => ((get(path).parameters ?? []) as unknown[]).map((param) => resolve(param)).filter((p) => p.in === 'query').map((p) => String(p.name)),
    sortable: (path) => /可排序字段：([^；]+)；/.exec(String(get(path).description ?? ''))?.[1]?.split('、') ?? [],
    rowProperties: (path) => {
      const ok = resolve((get(path).responses as Json | undefined)?.['200']);
      const body = resolve(((ok.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema);
      const parts = [body, ...((body.allOf ?? []) as unknown[]).map(resolve)];
      const rows = parts.map((part) => (part.properties as Json | undefined)?.rows).find(Boolean);
      return Object.keys(resolve(resolve(rows).items).properties ?? {});
    },
  };
}

/** Every field of a config, child-list fields included. */
export function allFields(fields: readonly RecordFieldUi[]): RecordFieldUi[] {
  return fields.flatMap((field) => [field, ...allFields(field.childFields ?? [])]);
}

/** The record keys a list of fields writes: each field's name, or its spread keys. */
export function formKeys(fields: readonly RecordFieldUi[]): string[] {
  return fields.flatMap((field) => field.spreadKeys ?? [field.name]);
}

/** The keys of an object schema. */
export function schemaKeys(schema: z.ZodType): string[] {
  return Object.keys((schema as unknown as z.ZodObject).shape);
}

/** The list params a config's filters write (a date range writes `${name}Begin`/`${name}End` unless renamed). */
export function filterParams(config: RecordUiConfig): string[] {
  return config.filters.flatMap((filter) =>
    filter.kind === 'date-range' ? [filter.beginName ?? `${filter.name}Begin`, filter.endName ?? `${filter.name}End`] : [filter.name],
  );
}

/** Every dictionary type a config names (fields with their child fields, columns, filters). */
export function dictTypesOf(config: AnyRecordUi): string[] {
  const columns = 'columns' in config ? [...config.columns, ...config.filters] : [];
  return [...allFields(config.fields), ...columns].flatMap((item) => (item.dictType ? [item.dictType] : []));
}

/** The dictionary types the server seeds. */
export const SEEDED_DICT_TYPES = new Set(DICT_SEED.map((type) => type.dictType));
