import type { ProjectInput } from './project.ts';
import { groupBy, memo, type CheckRuleSet } from './check-rules.ts';
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

/** project fields the supervision platform requires, with their labels. */
const PLATFORM_FIELDS = { prov: '省份', city: '城市', contractAmount: '合同金额', startDate: '开工日期', entRole: '企业在项目中的角色' } as const;

const normalisedCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

/** Check rules of supervision-platform projects (项目校验). */
export const projectChecks: CheckRuleSet<ProjectRow> = {
  recordType: 'project',
  page: 'projects',
  label: (project) => project.projectName,
  rules: [
    {
      code: 'project.noPlatformCode',
      title: '没有监管平台项目编号',
      level: 'error',
      field: 'projectCode',
      message: '项目“{label}”没有监管平台项目编号，其业绩无法在监管平台核验。',
      test: (project) => !project.projectCode,
    },
    {
      code: 'project.missingFields',
      title: '缺少监管平台要求的信息',
      level: 'error',
      field: null,
      message: '项目“{label}”缺少监管平台要求的信息：{missing}。',
      test: (project) => {
        const missing = Object.entries(PLATFORM_FIELDS)
          .filter(([name]) => {
            const value = project[name as keyof typeof PLATFORM_FIELDS];
            return value === null || value === undefined || value === '';
          })
          .map(([, label]) => label);
        return missing.length > 0 && { missing: missing.join('、') };
      },
    },
    {
      code: 'project.completionDateMissing',
      title: '竣工但没有竣工日期',
      level: 'error',
      field: 'completionDate',
      message: '项目“{label}”的状态是竣工，但没有竣工日期。',
      test: (project) => Boolean(project.stage && FINISHED.has(project.stage)) && !project.completionDate,
    },
    {
      code: 'project.datesInconsistent',
      title: '日期前后矛盾',
      level: 'error',
      field: 'startDate',
      message: '项目“{label}”的日期前后矛盾：{problem}。',
      test: (project) => {
        if (project.completionDate && project.completionDate < project.startDate) return { problem: '竣工日期早于开工日期' };
        if (project.plannedCompletionDate && project.plannedCompletionDate < project.startDate) return { problem: '计划竣工日期早于开工日期' };
        return false;
      },
    },
    {
      code: 'project.stageInconsistent',
      title: '项目状态与日期不符',
      level: 'warning',
      field: 'stage',
      message: '项目“{label}”的状态与日期不符：{problem}。',
      test: (project, { today }) => {
        if (project.completionDate && (project.stage === 'in_progress' || project.stage === 'not_started')) return { problem: '已填写竣工日期，状态仍未竣工' };
        if (project.stage === 'not_started' && project.startDate < today) return { problem: '开工日期已过，状态仍为未开工' };
        return false;
      },
    },
    {
      code: 'project.noPerson',
      title: '没有关联人员业绩',
      level: 'warning',
      field: null,
      message: '项目“{label}”没有关联任何人员业绩。',
      test: (project, data) => {
        const byProject = memo(data, 'performancesByProject', () =>
          groupBy((data.records.performance ?? []) as { id: string; projectId: string }[], (p) => p.projectId),
        );
        return !byProject.has(project.id);
      },
    },
    {
      code: 'project.duplicateCode',
      title: '项目编号重复',
      level: 'error',
      field: 'projectCode',
      message: '项目编号 {projectCode} 与本企业另一个项目重复（忽略空格与大小写）。',
      test: (project, data) => {
        if (!project.projectCode) return false;
        const byCode = memo(data, 'projectsByCode', () =>
          groupBy(
            ((data.records.project ?? []) as ProjectRow[]).filter((p) => p.projectCode),
            (p) => normalisedCode(p.projectCode!),
          ),
        );
        return (byCode.get(normalisedCode(project.projectCode))?.length ?? 0) > 1;
      },
    },
  ],
};
