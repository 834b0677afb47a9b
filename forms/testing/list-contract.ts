import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { RecordUiConfig } from '../record-ui.ts';

interface Operation {
  description?: string;
  parameters?: { name?: string }[];
}

const contract = parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, { $ref?: string }>;
};

/** Whether the contract (openapi/openapi.yaml) declares this path. */
export function hasContractPath(path: string): boolean {
  return Object.hasOwn(contract.paths, path);
}

/** The query parameter names and the sortable columns (from its description) of the GET operation at `path`. */
export function listOperationOf(path: string): { params: Set<string>; sortable: string[] } {
  const [file, key] = (contract.paths[path]?.$ref ?? '').split('#/');
  const operations = parse(readFileSync(new URL(`../../openapi/${file}`, import.meta.url), 'utf8')) as Record<string, { get?: Operation }>;
  const operation = operations[key ?? '']?.get;
  const params = new Set((operation?.parameters ?? []).map((param) => param.name).filter((name): name is string => Boolean(name)));
  const sortable = /可排序字段：([^；]+)；/.exec(operation?.description ?? '')?.[1]?.split('、') ?? [];
  return { params, sortable };
}

/** The list params a config's filters write (a date range writes `${name}Begin`/`${name}End` unless renamed). */
export function filterParams(config: RecordUiConfig): string[] {
  return config.filters.flatMap((filter) =>
    filter.kind === 'date-range' ? [filter.beginName ?? `${filter.name}Begin`, filter.endName ?? `${filter.name}End`] : [filter.name],
  );
}
