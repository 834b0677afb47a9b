import type { CertificateInput } from './certificate.ts';
import type { CheckRuleSet } from './check-rules.ts';
import { groupBy, memo } from './check-rules.ts';
import { daysBetween, expiryRule, type ReminderRuleSet } from './reminder-rules.ts';

export type CertificateRow = Omit<CertificateInput, 'items'> & { id: string };

/** Certificate types by their certificate_type value, for the reminders' wording. */
const KIND: Record<string, string> = { aqsc: '安全生产许可证' };

/**
 * Reminder rules of qualification certificates (资质证书, /qyxx/zzzs/zzzsxxtx). Renewal (延续) is applied for three
 * months before expiry, so the first warning comes at 120 days. The 安全生产许可证 type is reminded the same way.
 */
export const certificateReminders: ReminderRuleSet<CertificateRow> = {
  recordType: 'certificate',
  page: 'certificates',
  label: (cert) => `${(cert.certType && KIND[cert.certType]) || '资质证书'} ${cert.certNo}`,
  rules: [
    expiryRule<CertificateRow>({
      code: 'certificate.expiring',
      type: 'zzzs',
      field: 'expiryDate',
      warnDays: [120, 90, 30],
      title: '{label} 将于 {dueDate} 到期',
      expiredTitle: '{label} 已过期',
      content: '{label}（发证机关 {issueAuthority}）将于 {dueDate} 到期，剩余 {daysLeft} 天。延续申请应在有效期届满 3 个月前提出。',
      expiredContent: '{label}（发证机关 {issueAuthority}）已于 {dueDate} 到期，已过期 {daysOver} 天，证书所列资质不能继续使用。',
      suggestion: '请尽快通过主管部门办理资质延续，取得新证书后更新有效期。',
    }),
  ],
};

/** A qualification item (资质项) with its certificate's number. */
export interface CertificateItemRow {
  id: string;
  certificateId: string;
  certNo: string;
  typeCode: string;
  subCode: string | null;
  gradeCode: string;
  itemName: string;
}

/** Within this many days of expiry a certificate is a warning of the data check. */
const EXPIRING_DAYS = 90;

/** Check rules of qualification certificates. */
export const certificateChecks: CheckRuleSet<CertificateRow> = {
  recordType: 'certificate',
  page: 'certificates',
  label: (cert) => `${(cert.certType && KIND[cert.certType]) || '资质证书'} ${cert.certNo}`,
  rules: [
    {
      code: 'certificate.expired',
      title: '资质证书已过期',
      level: 'error',
      field: 'expiryDate',
      message: '{label} 已于 {expiryDate} 过期，证书所列资质不能继续使用。',
      test: (cert, { today }) => cert.expiryDate < today,
    },
    {
      code: 'certificate.expiringSoon',
      title: '资质证书即将到期',
      level: 'warning',
      field: 'expiryDate',
      message: '{label} 将于 {expiryDate} 到期（剩余 {daysLeft} 天），请及时办理延续。',
      test: (cert, { today }) => {
        const daysLeft = daysBetween(today, cert.expiryDate);
        return daysLeft >= 0 && daysLeft <= EXPIRING_DAYS && { daysLeft };
      },
    },
  ],
};

const standardKey = (item: Pick<CertificateItemRow, 'typeCode' | 'subCode'>) => `${item.typeCode}/${item.subCode ?? ''}`;

/** Check rules of qualification items; they are fixed on their certificate's form. */
export const certificateItemChecks: CheckRuleSet<CertificateItemRow> = {
  recordType: 'certificateItem',
  page: 'certificates',
  label: (item) => `${item.certNo} ${item.itemName}`,
  rules: [
    {
      code: 'certificateItem.unknownStandard',
      title: '资质项不在现行资质标准中',
      level: 'error',
      field: null,
      message: '资质项“{itemName}”不在现行资质标准中，请按证书重新选择资质类别与专业。',
      test: (item, data) => !data.knownStandards.has(standardKey(item)),
    },
    {
      code: 'certificateItem.duplicate',
      title: '资质项重复登记',
      level: 'warning',
      field: null,
      message: '资质项“{itemName}”同时登记在另一张证书上，请删除重复的一项。',
      test: (item, data) => {
        const byStandard = memo(data, 'itemsByStandard', () =>
          groupBy((data.records.certificateItem ?? []) as CertificateItemRow[], standardKey),
        );
        return (byStandard.get(standardKey(item)) ?? []).some((other) => other.certificateId !== item.certificateId);
      },
    },
  ],
};
