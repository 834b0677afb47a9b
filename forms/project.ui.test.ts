import { describe, expect, it } from 'vitest';
import { projectInputSchema } from './project.ts';
import { PROJECT_STATUS_OPTIONS, projectUi } from './project.ui.ts';
import { filterParams, hasContractPath, listOperationOf } from './testing/list-contract.ts';
import { dictTypesOf, formKeys, recordProperties, schemaKeys, SEEDED_DICT_TYPES } from './testing/record-ui-checks.ts';

describe('projectUi', () => {
  it('uses contract operations', () => {
    for (const path of Object.values(projectUi.operations)) expect(hasContractPath(path), path).toBe(true);
  });

  it('filters and sorts only by what the list operation accepts', () => {
    const { params, sortable } = listOperationOf(projectUi.operations.list);
    for (const name of filterParams(projectUi)) expect(params, name).toContain(name);
    for (const column of projectUi.columns.filter((c) => 'sortable' in c && c.sortable)) expect(sortable).toContain(column.id);
    expect(PROJECT_STATUS_OPTIONS.map((option) => option.value)).toEqual(['inProgress', 'completed']);
  });

  it('edits every key of the create body once, region spread into prov and city', () => {
    expect(formKeys(projectUi).toSorted()).toEqual(schemaKeys(projectInputSchema).toSorted());
    const sections = new Set(projectUi.sections.map((section) => section.id));
    for (const field of projectUi.fields) expect(sections).toContain(field.section);
    const properties = recordProperties('Project');
    for (const column of projectUi.columns) expect(properties).toContain(column.id);
  });

  it('names only dictionaries the server seeds', () => {
    for (const type of dictTypesOf(projectUi)) expect(SEEDED_DICT_TYPES, type).toContain(type);
  });

  it('enters the contract amount in 万元, as the contract stores it', () => {
    expect(projectUi.fields.find((field) => field.name === 'contractAmount')).toMatchObject({ kind: 'money', unit: '万元' });
  });

  it('shows a record in one line', () => {
    expect(projectUi.title({ projectName: '综合楼', projectCode: 'P-1' })).toBe('综合楼（P-1）');
  });
});
