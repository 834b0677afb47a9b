import { describe, expect, it } from 'vitest';
import { performanceUi } from './performance.ui.ts';

describe('performanceUi', () => {
  it('takes the detail id as a query param and picks registered persons only', () => {
    expect(performanceUi.operations.detail).not.toContain('{id}');
    expect(performanceUi.fields.find((field) => field.name === 'personId')).toMatchObject({ kind: 'person', personKinds: ['registered'] });
  });

  it('shows a record in one line', () => {
    expect(performanceUi.title({ personName: '张三', projectName: '综合楼' })).toBe('张三（综合楼）');
  });
});
