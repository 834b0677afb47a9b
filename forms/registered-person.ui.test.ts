import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { genderSchema } from './person-identity.ts';
import { registeredPersonUi } from './registered-person.ui.ts';

interface Operation {
  operationId: string;
  description?: string;
  parameters?: { name?: string; $ref?: string }[];
}

const contract = parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')) as { paths: Record<string, unknown> };
const personnel = parse(readFileSync(new URL('../openapi/paths/personnel.yaml', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, Operation>
>;
const listOperation = personnel.getRegisterList?.get;

describe('registeredPersonUi', () => {
  it('uses contract operations', () => {
    for (const path of Object.values(registeredPersonUi.operations)) expect(contract.paths).toHaveProperty([path]);
  });

  it('filters and sorts only by what the list operation accepts', () => {
    const params = new Set((listOperation?.parameters ?? []).map((param) => param.name).filter(Boolean));
    for (const filter of registeredPersonUi.filters) {
      const names = filter.kind === 'date-range' ? [`${filter.name}Begin`, `${filter.name}End`] : [filter.name];
      for (const name of names) expect(params, name).toContain(name);
    }
    const sortable = /可排序字段：([^；]+)；/.exec(listOperation?.description ?? '')?.[1]?.split('、') ?? [];
    for (const column of registeredPersonUi.columns.filter((c) => 'sortable' in c && c.sortable)) expect(sortable).toContain(column.id);
  });

  it('places every field in a declared section and every column on a schema field', () => {
    const sections = new Set(registeredPersonUi.sections.map((section) => section.id));
    for (const field of registeredPersonUi.fields) expect(sections).toContain(field.section);
    const fieldNames = registeredPersonUi.fields.map((field) => field.name);
    for (const column of registeredPersonUi.columns) expect(fieldNames).toContain(column.id);
  });

  it('derives gender and birth date from a valid ID number only', () => {
    const idCard = registeredPersonUi.fields.find((field) => field.name === 'idCard');
    const derive = idCard && 'derive' in idCard ? idCard.derive : undefined;
    expect(derive?.('11010519491231002X')).toEqual({ gender: '女', birthDate: '1949-12-31' });
    expect(derive?.('110105194912310021')).toBeNull();
    expect(derive?.(undefined)).toBeNull();
  });

  it('chooses gender from the stored values and masks the ID number in the list only', () => {
    const gender = registeredPersonUi.fields.find((field) => field.name === 'gender');
    expect(gender?.kind).toBe('select');
    expect(gender && 'options' in gender ? gender.options.map((option) => option.value) : []).toEqual(genderSchema.options);
    expect(registeredPersonUi.columns.find((column) => column.id === 'idCard')).toMatchObject({ format: 'id-card' });
  });

  it('shows a record in one line', () => {
    expect(registeredPersonUi.title({ name: '张三', regNo: 'REG-1' })).toBe('张三（REG-1）');
  });
});
