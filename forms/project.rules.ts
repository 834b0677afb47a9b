import type { ProjectInput } from './project.ts';
import { stateRule, type ReminderRuleSet } from './reminder-rules.ts';

/** A project row; `stage` (project_stage) and `plannedCompletionDate` are the platform status fields. */
export type ProjectRow = Omit<ProjectInput, 'projectCode'> & {
  id: string;
  projectCode?: string | null;
  stage?: string | null;
  plannedCompletionDate?: string | null;
};

/** project_stage values of a finished project. */
const FINISHED = new Set(['completed', 'accepted']);

/** Reminder rules of supervision-platform projects (监管平台项目, /qyxx/jgptxm/jgptxmtx). */
export const projectReminders: ReminderRuleSet<ProjectRow> = {
  recordType: 'project',
  page: 'projects',
  label: (project) => project.projectName,
  rules: [
    stateRule<ProjectRow>({
      code: 'project.noPlatformCode',
      type: 'jgptxm',
      field: 'projectCode',
      level: 'warning',
      title: '{label} 没有监管平台项目编号',
      content: '项目“{label}”没有填写监管平台项目编号，其人员业绩无法在监管平台核验。',
      suggestion: '在全国建筑市场监管公共服务平台查到该项目的项目编号后填写。',
      when: (project) => !project.projectCode,
    }),
    stateRule<ProjectRow>({
      code: 'project.completedWithoutDate',
      type: 'jgptxm',
      field: 'completionDate',
      level: 'warning',
      title: '{label} 已竣工但没有竣工日期',
      content: '项目“{label}”的状态是竣工，但没有填写竣工日期，业绩期间无法核对。',
      suggestion: '按竣工验收资料填写竣工日期。',
      when: (project) => Boolean(project.stage && FINISHED.has(project.stage)) && !project.completionDate,
    }),
    stateRule<ProjectRow>({
      code: 'project.overdue',
      type: 'jgptxm',
      field: 'stage',
      level: 'warning',
      title: '{label} 已过计划竣工日期仍为在建',
      content: '项目“{label}”的计划竣工日期 {dueDate} 已过，状态仍为在建。',
      suggestion: '项目已竣工的，请更新项目状态与竣工日期；延期的，请更新计划竣工日期。',
      when: (project, { today }) => project.stage === 'in_progress' && Boolean(project.plannedCompletionDate && project.plannedCompletionDate < today),
      dueDate: (project) => project.plannedCompletionDate,
    }),
  ],
};
