import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';
import { DICT_SEED } from '../../server/seed/dict-data.ts';
import type { RecordUiConfig } from '../record-ui.ts';

const records = parse(readFileSync(new URL('../../openapi/components/records.yaml', import.meta.url), 'utf8')) as {
  schemas: Record<string, { properties?: Record<string, unknown> }>;
};

/** The property names of a schema in openapi/components/records.yaml (e.g. the server's `Performance`). */
export function recordProperties(schema: string): string[] {
  return Object.keys(records.schemas[schema]?.properties ?? {});
}

/** The record keys a config's form writes: each field's name, or its spread keys. */
export function formKeys(config: RecordUiConfig): string[] {
  return config.fields.flatMap((field) => (field.spreadKeys && field.kind !== 'children' ? [...field.spreadKeys] : [field.name]));
}

/** The keys of an object schema (the record's create body). */
export function schemaKeys(schema: z.ZodType): string[] {
  return Object.keys((schema as unknown as z.ZodObject).shape);
}

/** Every dictionary type a config names (fields, columns, filters), for checking against the server's seed. */
export function dictTypesOf(config: RecordUiConfig): string[] {
  return [...config.fields, ...config.columns, ...config.filters].flatMap((item) => (item.dictType ? [item.dictType] : []));
}

/** The dictionary types the server seeds. */
export const SEEDED_DICT_TYPES = new Set(DICT_SEED.map((type) => type.dictType));
