import type { PerformanceInput } from './performance.ts';
import { groupBy, memo, periodsOverlap, type CheckData, type CheckRuleSet } from './check-rules.ts';
import { addYears, stateRule, type ReminderRuleSet, type RuleContext } from './reminder-rules.ts';

/** A performance record with the facts of its person and project that the rules compare it with. */
export type PerformanceRow = PerformanceInput & {
  id: string;
  person: { name: string; certValidFrom: string; certValidTo: string; socialInsurance?: string } | null;
  project: { projectName: string; startDate: string; completionDate: string | null } | null;
};

/** Performance older than this many years no longer counts (资质申报只认近 5 年业绩). */
export const PERFORMANCE_YEARS = 5;

/** The period's end; an open period runs to today. */
const periodEnd = (row: PerformanceRow, { today }: RuleContext) => row.periodEnd ?? today;

/** Reminder rules of personnel performance (人员业绩, /qyxx/zcry/ryyjtx). */
export const performanceReminders: ReminderRuleSet<PerformanceRow> = {
  recordType: 'performance',
  page: 'performances',
  label: (row) => `${row.person?.name ?? '（人员已删除）'} · ${row.project?.projectName ?? '（项目已删除）'}`,
  vars: (row) => ({
    periodEndText: row.periodEnd ?? '今',
    regFrom: row.person?.certValidFrom ?? '',
    regTo: row.person?.certValidTo ?? '',
    projectStart: row.project?.startDate ?? '',
    projectEnd: row.project?.completionDate ?? '今',
  }),
  rules: [
    stateRule<PerformanceRow>({
      code: 'performance.outsideRegistration',
      type: 'ryyj',
      field: 'periodStart',
      level: 'danger',
      title: '{label}：业绩期间超出注册有效期',
      content: '业绩期间 {periodStart} 至 {periodEndText} 不在该人员注册证书有效期（{regFrom} 至 {regTo}）内，该业绩不能作为注册人员业绩。',
      suggestion: '核对业绩期间与注册证书有效期；期间填写有误的，请更正。',
      when: (row, context) => Boolean(row.person && (row.periodStart < row.person.certValidFrom || periodEnd(row, context) > row.person.certValidTo)),
    }),
    stateRule<PerformanceRow>({
      code: 'performance.outsideProject',
      type: 'ryyj',
      field: 'periodStart',
      level: 'warning',
      title: '{label}：业绩期间超出项目工期',
      content: '业绩期间 {periodStart} 至 {periodEndText} 不在项目工期（{projectStart} 至 {projectEnd}）内。',
      suggestion: '核对业绩期间与项目开工、竣工日期，更正其中有误的一方。',
      when: (row, context) =>
        Boolean(row.project && (row.periodStart < row.project.startDate || (row.project.completionDate && periodEnd(row, context) > row.project.completionDate))),
    }),
    stateRule<PerformanceRow>({
      code: 'performance.tooOld',
      type: 'ryyj',
      field: 'periodEnd',
      level: 'info',
      title: '{label}：业绩已超过 5 年',
      content: '该业绩于 {periodEndText} 结束，已超过 5 年，资质申报中不再计入。',
      suggestion: '无需处理；如需申报资质，请准备近 5 年内的业绩。',
      when: (row, { today }) => Boolean(row.periodEnd && addYears(row.periodEnd, PERFORMANCE_YEARS) < today),
      dueDate: (row) => (row.periodEnd ? addYears(row.periodEnd, PERFORMANCE_YEARS) : null),
    }),
  ],
};

/** performance_role values of a project's manager (项目负责人), who may not lead two projects at once. */
const MANAGER_ROLES = new Set(['project_manager']);
/** Social-insurance states that mean this enterprise pays it. */
const PAID_HERE = new Set(['normal', 'retired_rehired']);

const period = (row: PerformanceRow) => ({ start: row.periodStart, end: row.periodEnd ?? null });

/** The other projects the person led during an overlapping period. */
function overlappingLeads(row: PerformanceRow, data: CheckData): PerformanceRow[] {
  if (!MANAGER_ROLES.has(row.role)) return [];
  const byPerson = memo(data, 'managerPerformancesByPerson', () =>
    groupBy(((data.records.performance ?? []) as PerformanceRow[]).filter((r) => MANAGER_ROLES.has(r.role)), (r) => r.personId),
  );
  return (byPerson.get(row.personId) ?? []).filter(
    (other) => other.id !== row.id && other.projectId !== row.projectId && periodsOverlap(period(row), period(other), data.today),
  );
}

/**
 * Check rules of personnel performance (人员业绩核查, rycheck). Their names after the dot are the contract's
 * `PerformanceCheckResult.rule` values.
 */
export const performanceChecks: CheckRuleSet<PerformanceRow> = {
  recordType: 'performance',
  page: 'performances',
  label: (row) => `${row.person?.name ?? '（人员已删除）'} · ${row.project?.projectName ?? '（项目已删除）'}`,
  rules: [
    {
      code: 'performance.certInvalidDuringPeriod',
      title: '任职期间注册证书无效',
      level: 'error',
      field: 'periodStart',
      message: '任职期间 {periodStart} 至 {periodEndText} 不在注册证书有效期（{regFrom} 至 {regTo}）内。',
      test: (row, data) =>
        Boolean(row.person && (row.periodStart < row.person.certValidFrom || (row.periodEnd ?? data.today) > row.person.certValidTo)) && {
          periodEndText: row.periodEnd ?? '今',
          regFrom: row.person!.certValidFrom,
          regTo: row.person!.certValidTo,
        },
    },
    {
      code: 'performance.periodOutsideProject',
      title: '任职期间超出项目工期',
      level: 'error',
      field: 'periodStart',
      message: '任职期间 {periodStart} 至 {periodEndText} 超出项目工期（{projectStart} 至 {projectEnd}）。',
      test: (row, data) =>
        Boolean(row.project && (row.periodStart < row.project.startDate || (row.project.completionDate && (row.periodEnd ?? data.today) > row.project.completionDate))) && {
          periodEndText: row.periodEnd ?? '今',
          projectStart: row.project!.startDate,
          projectEnd: row.project!.completionDate ?? '今',
        },
    },
    {
      code: 'performance.periodOverlap',
      title: '项目负责人任职期间重叠',
      level: 'error',
      field: 'periodStart',
      message: '{personName} 作为项目负责人的任职期间与其在“{others}”的任职期间重叠，同一人不能同时担任两个项目的项目负责人。',
      test: (row, data) => {
        const others = overlappingLeads(row, data);
        return others.length > 0 && { personName: row.person?.name ?? '', others: others.map((o) => o.project?.projectName ?? '').join('、') };
      },
    },
    {
      code: 'performance.personNotInsured',
      title: '业绩人员社保不在本单位',
      level: 'warning',
      field: 'personId',
      message: '{personName} 的社保不在本单位正常缴纳，该业绩的人员不能认定为本单位人员。',
      test: (row) => Boolean(row.person?.socialInsurance && !PAID_HERE.has(row.person.socialInsurance)) && { personName: row.person!.name },
    },
  ],
};
