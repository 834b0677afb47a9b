import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RecordUiConfig } from './record-ui.ts';
import { recordRegistry } from './registry.ts';
import {
  allFields,
  contractFacts,
  dictTypesOf,
  filterParams,
  formKeys,
  schemaKeys,
  SEEDED_DICT_TYPES,
  type ContractFacts,
} from './testing/record-contract.ts';

// One table over every record type's UI config: what the types cannot see (the contract's sortable columns live in
// descriptions, dictionaries in the seed) is checked here; each type's own tests keep only its special cases.
const records = recordRegistry.map((record) => [record.key, record] as const);
const listRecords = recordRegistry.flatMap((record) => ('columns' in record.ui ? [[record.key, record.ui as RecordUiConfig] as const] : []));

// A child list's row schema: the array's element under optional/nullable.
function elementSchema(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return elementSchema(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodArray ? (schema.element as z.ZodType) : undefined;
}

let contract: ContractFacts;
beforeAll(async () => {
  contract = await contractFacts();
});

describe.each(records)('record type %s', (_key, record) => {
  const { ui } = record;

  it('names contract paths for every operation', () => {
    for (const path of Object.values(ui.operations)) expect(contract.hasPath(path), path).toBe(true);
  });

  it('edits exactly the keys of the create body, and of each child row', () => {
    expect(formKeys(ui.fields).toSorted()).toEqual(schemaKeys(record.input).toSorted());
    expect(schemaKeys(ui.schema).toSorted()).toEqual(schemaKeys(record.input).toSorted());
    for (const field of ui.fields.filter((candidate) => candidate.kind === 'children')) {
      const rowSchema = elementSchema((record.input.shape as Record<string, z.ZodType>)[field.name]!);
      expect(rowSchema, field.name).toBeDefined();
      // A stored row's `id` is carried along, never edited.
      const editable = schemaKeys(rowSchema!).filter((key) => key !== 'id');
      expect(formKeys(field.childFields ?? []).toSorted(), field.name).toEqual(editable.toSorted());
    }
  });

  it('names only dictionaries the server seeds', () => {
    for (const type of dictTypesOf(ui)) expect(SEEDED_DICT_TYPES, type).toContain(type);
  });

  it('places every field in a declared section and names each field once', () => {
    const sections = new Set((ui.sections ?? []).map((section) => section.id));
    for (const field of ui.fields) if (field.section) expect(sections, field.name).toContain(field.section);
    const names = ui.fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('sends the dictionary parent of a dependent field in the same form', () => {
    for (const fields of [ui.fields, ...allFields(ui.fields).map((field) => field.childFields ?? [])]) {
      const names = new Set(fields.map((field) => field.name));
      for (const field of fields) if (field.dictParent) expect(names, field.name).toContain(field.dictParent);
    }
  });
});

describe.each(listRecords)('list of %s', (_key, ui) => {
  it('filters only by query params of the list operation', () => {
    const params = contract.queryParams(ui.operations.list);
    for (const name of filterParams(ui)) expect(params, name).toContain(name);
  });

  it('sorts only by columns the list operation sorts by', () => {
    const sortable = contract.sortable(ui.operations.list);
    for (const column of ui.columns.filter((candidate) => candidate.sortable)) expect(sortable, column.id).toContain(column.id);
  });

  it('shows columns and display keys that are properties of the response row', () => {
    const properties = contract.rowProperties(ui.operations.list);
    expect(properties.length).toBeGreaterThan(0);
    for (const column of ui.columns) expect(properties, column.id).toContain(column.accessor?.split('.')[0] ?? column.id);
    for (const field of ui.fields) if (field.displayKey) expect(properties, field.name).toContain(field.displayKey);
  });
});

describe('the registry', () => {
  it('lists each record type and each UI config once, under the same key', () => {
    const keys = recordRegistry.map((record) => record.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const record of recordRegistry) expect(record.ui.key).toBe(record.key);
  });
});
