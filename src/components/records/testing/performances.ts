import type { components } from '@openapi/schema.gen';

type Performance = components['schemas']['Performance'];

/** A performance record as the server returns it, with the person's and project's names; `n` varies the id. */
export function performance(n: number, overrides: Partial<Performance> = {}): Performance {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    entId: '00000000-0000-4000-8000-999999999999',
    personId: '00000000-0000-4000-8000-000000000101',
    projectId: '00000000-0000-4000-8000-000000000201',
    role: 'project_manager',
    periodStart: '2025-03-01',
    periodEnd: null,
    personName: `人员${n}`,
    projectName: '综合楼1',
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the performance pages read. */
export const PERFORMANCE_DICTS: Record<string, [string, string][]> = {
  performance_role: [
    ['项目负责人（项目经理）', 'project_manager'],
    ['技术负责人', 'technical_director'],
  ],
};
