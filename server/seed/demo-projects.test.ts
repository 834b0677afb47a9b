import { describe, expect, it } from 'vitest';
import { isCityOfProvince } from '../../forms/common.ts';
import { projectInputSchema } from '../../forms/project.ts';
import { DEMO_PERFORMANCE_COUNT, DEMO_PROJECT_COUNT, demoPerformanceRows, demoProjectRows } from './demo-projects.ts';
import { PROJECT_DICTS } from './dict-data-project.ts';
import { REGISTERED_PERSONNEL_DICTS } from './dict-data-registered.ts';

describe('demo projects', () => {
  const values = (dicts: typeof PROJECT_DICTS, type: string) => dicts.find((d) => d.dictType === type)!.items.map((i) => i.value);

  it('are valid, distinct project input in Beijing, Tianjin and Hebei', () => {
    const rows = demoProjectRows();
    expect(rows).toHaveLength(DEMO_PROJECT_COUNT);
    expect(new Set(rows.map((r) => r.projectCode)).size).toBe(DEMO_PROJECT_COUNT);
    for (const { createTime: _, ...row } of rows) {
      expect(projectInputSchema.safeParse(row).success, row.projectName).toBe(true);
      expect(['110000', '120000', '130000']).toContain(row.prov);
      expect(isCityOfProvince(row.city, row.prov)).toBe(true);
      expect(values(PROJECT_DICTS, 'project_type')).toContain(row.projectType);
      expect(values(PROJECT_DICTS, 'ent_project_role')).toContain(row.entRole);
    }
    expect(demoProjectRows()).toEqual(rows);
  });

  it('give every project a constructor as manager and two other people, with performance_role roles', () => {
    const projects = demoProjectRows().map((r, i) => ({ id: `p${i}`, startDate: r.startDate, completionDate: r.completionDate ?? null }));
    const persons = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, regCategory: i % 3 === 0 ? 'jzs1' : 'jlgcs' }));
    const rows = demoPerformanceRows(projects, persons);
    expect(rows).toHaveLength(DEMO_PERFORMANCE_COUNT);
    const roles = values(REGISTERED_PERSONNEL_DICTS, 'performance_role');
    for (const row of rows) {
      expect(roles).toContain(row.role);
      expect(row.periodEnd == null || row.periodEnd >= row.periodStart).toBe(true);
    }
    for (const project of projects) {
      const mine = rows.filter((r) => r.projectId === project.id);
      expect(new Set(mine.map((r) => r.personId)).size).toBe(3);
      const manager = mine.find((r) => r.role === 'project_manager')!;
      expect(Number(manager.personId.slice(1)) % 3).toBe(0);
    }
  });
});
