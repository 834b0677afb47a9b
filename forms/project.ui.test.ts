import { describe, expect, it } from 'vitest';
import { projectUi } from './project.ui.ts';

describe('projectUi', () => {
  it('asks for the project_stage, in progress unless changed, and filters the list by it', () => {
    expect(projectUi.fields.find((field) => field.name === 'stage')).toMatchObject({
      kind: 'dict-select',
      dictType: 'project_stage',
      required: true,
      defaultValue: 'in_progress',
    });
    expect(projectUi.filters.find((filter) => filter.name === 'stage')).toMatchObject({ kind: 'dict', dictType: 'project_stage' });
  });

  it('lets the platform code be left empty', () => {
    expect(projectUi.fields.find((field) => field.name === 'projectCode')).not.toHaveProperty('required');
  });

  it('enters the contract amount in 万元, as the contract stores it', () => {
    expect(projectUi.fields.find((field) => field.name === 'contractAmount')).toMatchObject({ kind: 'money', unit: '万元' });
  });

  it('shows a record in one line, by its name alone while it has no platform code', () => {
    expect(projectUi.title({ projectName: '综合楼', projectCode: 'P-1' })).toBe('综合楼（P-1）');
    expect(projectUi.title({ projectName: '综合楼', projectCode: null })).toBe('综合楼');
  });
});
