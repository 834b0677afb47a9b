import { describe, expect, it } from 'vitest';
import { isCityOfProvince } from '../../forms/common.ts';
import { projectInputSchema } from '../../forms/project.ts';
import { DEMO_PERFORMANCE_COUNT, DEMO_PROJECT_COUNT, demoPerformanceRows, demoProjectRows } from './demo-projects.ts';
import { PROJECT_DICTS } from './dict-data-project.ts';
import { REGISTERED_PERSONNEL_DICTS } from './dict-data-registered.ts';

describe('demo projects', () => {
  const values = (dicts: typeof PROJECT_DICTS, type: string) => dicts.find((d) => d.dictType === type)!.items.map((i) => i.value);

  const TODAY = '2026-11-24';

  it('are valid, distinct project input in Beijing, Tianjin and Hebei', () => {
    const rows = demoProjectRows(TODAY);
    expect(rows).toHaveLength(DEMO_PROJECT_COUNT);
    const codes = rows.flatMap((r) => (r.projectCode ? [r.projectCode] : []));
    expect(new Set(codes).size).toBe(DEMO_PROJECT_COUNT - 1);
    for (const { createTime: _, ...row } of rows) {
      expect(projectInputSchema.safeParse(row).success, row.projectName).toBe(true);
      expect(['110000', '120000', '130000']).toContain(row.prov);
      expect(isCityOfProvince(row.city, row.prov)).toBe(true);
      expect(values(PROJECT_DICTS, 'project_type')).toContain(row.projectType);
      expect(values(PROJECT_DICTS, 'ent_project_role')).toContain(row.entRole);
      expect(values(PROJECT_DICTS, 'project_stage')).toContain(row.stage);
    }
    expect(demoProjectRows(TODAY)).toEqual(rows);
  });

  it('have realistic stages as of the seeding day, with one of each case the reminder rules look for', () => {
    const rows = demoProjectRows(TODAY);
    const stages = new Set(rows.map((r) => r.stage));
    expect([...stages].sort()).toEqual(['accepted', 'completed', 'in_progress', 'not_started', 'suspended']);
    for (const row of rows) {
      const finished = row.stage === 'completed' || row.stage === 'accepted';
      expect(row.completionDate == null || (finished && row.completionDate <= TODAY), row.projectName).toBe(true);
      if (row.stage === 'not_started') expect(row.startDate > TODAY).toBe(true);
      else expect(row.startDate <= TODAY).toBe(true);
    }
    const overdue = rows.filter((r) => r.stage === 'in_progress' && r.plannedCompletionDate! < TODAY);
    expect(overdue).toHaveLength(1);
    expect(rows.filter((r) => r.stage === 'completed' && !r.completionDate)).toHaveLength(1);
    expect(rows.filter((r) => r.projectCode == null)).toHaveLength(1);
    expect(rows.filter((r) => !r.plannedCompletionDate)).toEqual([]);
  });

  it('give every project a constructor as manager and two other people, with performance_role roles', () => {
    const projects = demoProjectRows(TODAY).map((r, i) => ({ id: `p${i}`, startDate: r.startDate, completionDate: r.completionDate ?? null }));
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
