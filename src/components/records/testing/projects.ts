import type { components } from '@openapi/schema.gen';

type Project = components['schemas']['Project'];

/** A project (in progress, in 北京市) as the server returns it; `n` varies the id, name and code. */
export function project(n: number, overrides: Partial<Project> = {}): Project {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    entId: '00000000-0000-4000-8000-999999999999',
    projectName: `综合楼${n}`,
    projectCode: `P-${n}`,
    projectType: 'building',
    prov: '110000',
    city: '110100',
    contractAmount: 1250.5,
    startDate: '2025-03-01',
    completionDate: null,
    entRole: 'general_contractor',
    stage: 'in_progress',
    plannedCompletionDate: '2027-06-30',
    unreadMessageCount: 0,
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the project pages read. */
export const PROJECT_DICTS: Record<string, [string, string][]> = {
  project_type: [
    ['房屋建筑工程', 'building'],
    ['市政公用工程', 'municipal'],
  ],
  project_stage: [
    ['在建', 'in_progress'],
    ['竣工', 'completed'],
  ],
  ent_project_role: [
    ['施工总承包', 'general_contractor'],
    ['专业承包', 'specialty_contractor'],
  ],
  sys_province: [
    ['北京市', '110000'],
    ['河北省', '130000'],
  ],
  sys_city: [
    ['北京市', '110100'],
    ['石家庄市', '130100'],
  ],
};
