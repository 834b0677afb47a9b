import { describe, expect, it } from 'vitest';
import { performanceInputSchema } from './performance.ts';
import { performanceUi } from './performance.ui.ts';
import { filterParams, hasContractPath, listOperationOf } from './testing/list-contract.ts';
import { dictTypesOf, formKeys, recordProperties, schemaKeys, SEEDED_DICT_TYPES } from './testing/record-ui-checks.ts';

describe('performanceUi', () => {
  it('uses contract operations, the detail taking its id as a query param', () => {
    for (const path of Object.values(performanceUi.operations)) expect(hasContractPath(path), path).toBe(true);
    expect(performanceUi.operations.detail).not.toContain('{id}');
  });

  it('filters and sorts only by what the list operation accepts', () => {
    const { params, sortable } = listOperationOf(performanceUi.operations.list);
    for (const name of filterParams(performanceUi)) expect(params, name).toContain(name);
    for (const column of performanceUi.columns.filter((c) => 'sortable' in c && c.sortable)) expect(sortable).toContain(column.id);
  });

  it('edits every key of the create body and lists the server’s denormalised names', () => {
    expect(formKeys(performanceUi).toSorted()).toEqual(schemaKeys(performanceInputSchema).toSorted());
    const sections = new Set(performanceUi.sections.map((section) => section.id));
    for (const field of performanceUi.fields) expect(sections).toContain(field.section);
    const properties = recordProperties('Performance');
    for (const column of performanceUi.columns) expect(properties).toContain(column.id);
    for (const field of performanceUi.fields) if ('displayKey' in field) expect(properties).toContain(field.displayKey);
  });

  it('picks registered persons only and names only seeded dictionaries', () => {
    expect(performanceUi.fields.find((field) => field.name === 'personId')).toMatchObject({ kind: 'person', personKinds: ['registered'] });
    for (const type of dictTypesOf(performanceUi)) expect(SEEDED_DICT_TYPES, type).toContain(type);
  });

  it('shows a record in one line', () => {
    expect(performanceUi.title({ personName: '张三', projectName: '综合楼' })).toBe('张三（综合楼）');
  });
});
