import type { CertificateInput } from './certificate.ts';
import { expiryRule, type ReminderRuleSet } from './reminder-rules.ts';

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
