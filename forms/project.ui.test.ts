import { describe, expect, it } from 'vitest';
import { PROJECT_STATUS_OPTIONS, projectUi } from './project.ui.ts';

describe('projectUi', () => {
  it('offers the status codes the list operation takes', () => {
    expect(PROJECT_STATUS_OPTIONS.map((option) => option.value)).toEqual(['inProgress', 'completed']);
  });

  it('enters the contract amount in 万元, as the contract stores it', () => {
    expect(projectUi.fields.find((field) => field.name === 'contractAmount')).toMatchObject({ kind: 'money', unit: '万元' });
  });

  it('shows a record in one line', () => {
    expect(projectUi.title({ projectName: '综合楼', projectCode: 'P-1' })).toBe('综合楼（P-1）');
  });
});
