import type { PerformanceInput } from './performance.ts';
import { addYears, stateRule, type ReminderRuleSet, type RuleContext } from './reminder-rules.ts';

/** A performance record with the facts of its person and project that the rules compare it with. */
export type PerformanceRow = PerformanceInput & {
  id: string;
  person: { name: string; certValidFrom: string; certValidTo: string } | null;
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
