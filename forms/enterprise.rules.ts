import type { EnterpriseInput } from './enterprise.ts';
import type { CheckRuleSet } from './check-rules.ts';
import { expiryRule, type ReminderRule, type ReminderRuleSet } from './reminder-rules.ts';

export type EnterpriseRow = EnterpriseInput & { id: string };

/**
 * The annual report (企业年度报告) for the previous year is due from 1 January to 30 June: reminded in that window,
 * once a year (the year is the threshold), and resolved when the window closes.
 */
const annualReport: ReminderRule<EnterpriseRow> = {
  code: 'enterprise.annualReport',
  type: 'yyzz',
  field: 'entName',
  title: '请在 {dueDate} 前报送 {reportYear} 年度报告',
  content: '企业应于每年 1 月 1 日至 6 月 30 日通过国家企业信用信息公示系统报送上一年度的年度报告，逾期将被列入经营异常名录。',
  suggestion: '登录国家企业信用信息公示系统报送 {reportYear} 年度报告。',
  evaluate(_, { today }) {
    const year = Number(today.slice(0, 4));
    const dueDate = `${year}-06-30`;
    if (today > dueDate) return null;
    return { threshold: `report${year - 1}`, level: 'info', dueDate, vars: { reportYear: year - 1 } };
  },
};

/** Reminder rules of the business licence (营业执照, /qyxx/yyzz/yyzzxxtx). */
export const enterpriseReminders: ReminderRuleSet<EnterpriseRow> = {
  recordType: 'enterprise',
  page: 'businessLicence',
  single: true,
  label: (ent) => ent.entName,
  rules: [
    expiryRule<EnterpriseRow>({
      code: 'enterprise.businessTermEnding',
      type: 'yyzz',
      field: 'businessTermEnd',
      warnDays: [90, 30],
      title: '营业期限将于 {dueDate} 届满',
      expiredTitle: '营业期限已届满',
      content: '{label} 的营业执照营业期限将于 {dueDate} 届满，剩余 {daysLeft} 天。',
      expiredContent: '{label} 的营业执照营业期限已于 {dueDate} 届满，已超期 {daysOver} 天。',
      suggestion: '请向登记机关申请变更营业期限，取得新营业执照后更新营业期限。',
    }),
    annualReport,
  ],
};

/** Check rules of the business licence (the licence row carries its scans' ids). */
export const enterpriseChecks: CheckRuleSet<EnterpriseRow> = {
  recordType: 'license',
  page: 'businessLicence',
  single: true,
  label: (ent) => ent.entName,
  rules: [
    {
      code: 'license.termEnded',
      title: '营业期限届满',
      level: 'error',
      field: 'businessTermEnd',
      message: '营业执照的营业期限已于 {businessTermEnd} 届满。',
      test: (ent, { today }) => Boolean(ent.businessTermEnd && ent.businessTermEnd < today),
    },
    {
      code: 'license.noScan',
      title: '营业执照未上传扫描件',
      level: 'warning',
      field: 'licenseFileIds',
      message: '营业执照没有上传扫描件，资质申报需要营业执照副本。',
      test: (ent) => !ent.licenseFileIds?.length,
    },
  ],
};
