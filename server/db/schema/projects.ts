import { date, index, numeric, pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { registeredPersons } from './personnel.ts';
import { liveIndex as live, recordColumns } from './record-columns.ts';

/** Supervision-platform projects (监管平台项目). The partial indexes back the list's default order, sorts and filters. */
export const projects = pgTable(
  'projects',
  {
    ...recordColumns(),
    projectName: varchar('project_name', { length: 200 }).notNull(),
    // Null until the supervision platform gives the project a code; unique per enterprise when set (NULLs are distinct).
    projectCode: varchar('project_code', { length: 64 }),
    projectType: varchar('project_type', { length: 32 }).notNull(),
    prov: varchar('prov', { length: 6 }).notNull(),
    city: varchar('city', { length: 6 }).notNull(),
    // 万元, up to 100000000 with four decimals.
    contractAmount: numeric('contract_amount', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    completionDate: date('completion_date', { mode: 'string' }),
    entRole: varchar('ent_role', { length: 32 }).notNull(),
    // project_stage dictionary value.
    stage: varchar('stage', { length: 32 }).notNull().default('in_progress'),
    plannedCompletionDate: date('planned_completion_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('projects_code_key').on(t.entId, t.projectCode).where(live),
    index('projects_ent_create_idx').on(t.entId, t.createTime).where(live),
    index('projects_ent_name_idx').on(t.entId, t.projectName).where(live),
    index('projects_ent_type_idx').on(t.entId, t.projectType).where(live),
    index('projects_ent_stage_idx').on(t.entId, t.stage).where(live),
    index('projects_ent_start_idx').on(t.entId, t.startDate).where(live),
    index('projects_ent_completion_idx').on(t.entId, t.completionDate).where(live),
  ],
);

/** Personnel performance (人员业绩): a registered person's role on a project over a period. */
export const performances = pgTable(
  'performances',
  {
    ...recordColumns(),
    personId: uuid('person_id')
      .notNull()
      .references(() => registeredPersons.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    role: varchar('role', { length: 32 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('performances_person_project_role_key').on(t.personId, t.projectId, t.role).where(live),
    index('performances_ent_create_idx').on(t.entId, t.createTime).where(live),
    index('performances_person_idx').on(t.personId, t.periodStart).where(live),
    index('performances_project_idx').on(t.projectId).where(live),
  ],
);
