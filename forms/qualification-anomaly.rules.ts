import { enterprisePagePath } from './enterprise-page-routes.ts';
import type { ReminderRuleSet } from './reminder-rules.ts';

/**
 * A held qualification item short of one of its assessed personnel requirements (computed by the server's
 * personnel count, server/checks/engine.ts `personnelCountLines`). `id` is the item; `requirementId` tells the
 * requirements of one item apart.
 */
export interface QualificationShortfallRow {
  id: string;
  requirementId: number;
  certNo: string;
  itemName: string;
  gradeLabel: string;
  description: string;
  required: number;
  actual: number;
}

/** Reminder rules of qualification anomalies (资质异常, /qyxx/zzzs/zzyctx). */
export const qualificationAnomalyReminders: ReminderRuleSet<QualificationShortfallRow> = {
  recordType: 'certificateItem',
  page: 'certificates',
  label: (row) => `${row.itemName}${row.gradeLabel}`,
  link: () => enterprisePagePath('personCountCheck'),
  rules: [
    {
      code: 'certificateItem.personnelShortage',
      type: 'zzyc',
      field: 'items',
      title: '{label} 的注册人员不满足资质标准',
      content: '证书 {certNo} 的 {label}：{description}，现有 {actual} 人，缺少 {shortfall} 人。资质可能因人员不达标被动态核查。',
      suggestion: '补充符合条件的注册人员（注册证书有效、在本单位缴纳社保），或核实已有人员的注册类别与专业。',
      evaluate: (row) =>
        row.actual < row.required ? { threshold: `req${row.requirementId}`, level: 'danger', dueDate: null, vars: { shortfall: row.required - row.actual } } : null,
    },
  ],
};
