import { describe, expect, it } from 'vitest';
import { otherPersonUi } from './other-person.ui.ts';
import type { RecordFieldUi } from './record-ui.ts';
import { filterParams, hasContractPath, listOperationOf } from './testing/list-contract.ts';

const fields: readonly RecordFieldUi[] = otherPersonUi.fields;
const field = (name: string) => fields.find((candidate) => candidate.name === name);

describe('otherPersonUi', () => {
  it('uses contract operations', () => {
    for (const path of Object.values(otherPersonUi.operations)) expect(hasContractPath(path), path).toBe(true);
  });

  it('filters and sorts only by what the list operation accepts', () => {
    const { params, sortable } = listOperationOf(otherPersonUi.operations.list);
    for (const name of filterParams(otherPersonUi)) expect(params, name).toContain(name);
    for (const column of otherPersonUi.columns.filter((c) => 'sortable' in c && c.sortable)) expect(sortable).toContain(column.id);
  });

  it('places every field in a declared section and every column on a schema field', () => {
    const sections = new Set(otherPersonUi.sections.map((section) => section.id));
    for (const candidate of otherPersonUi.fields) expect(sections).toContain(candidate.section);
    const names = otherPersonUi.fields.map((candidate) => candidate.name);
    for (const column of otherPersonUi.columns) expect(names).toContain(column.id);
  });

  it('asks technical staff for a title and skilled workers for a trade', () => {
    const technical = { personKind: 'technical' };
    const worker = { personKind: 'worker' };
    for (const name of ['title', 'titleCertNo']) {
      expect(field(name)?.visibleWhen?.(technical), name).toBe(true);
      expect(field(name)?.visibleWhen?.(worker), name).toBe(false);
    }
    for (const name of ['trade', 'tradeCertNo']) {
      expect(field(name)?.visibleWhen?.(worker), name).toBe(true);
      expect(field(name)?.visibleWhen?.(technical), name).toBe(false);
    }
    expect(field('title')?.requiredWhen?.(technical)).toBe(true);
    expect(field('trade')?.requiredWhen?.(worker)).toBe(true);
    expect(field('title')?.visibleWhen?.({})).toBe(false);
  });

  it('derives gender and birth date from a valid ID number only', () => {
    const derive = field('idCard')?.derive;
    expect(derive?.('11010519491231002X')).toEqual({ gender: '女', birthDate: '1949-12-31' });
    expect(derive?.('110105194912310021')).toBeNull();
  });

  it('accepts a technical person without worker fields', () => {
    const person = { personKind: 'technical', name: '李四', idCard: '11010519491231002X', title: 'engineer', titleCertNo: 'T-1' };
    expect(otherPersonUi.schema.safeParse(person).success).toBe(true);
    expect(otherPersonUi.title(person)).toBe('李四（110105********002X）');
  });
});
