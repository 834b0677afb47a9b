import type { OtherPersonInput } from './other-person.ts';
import type { CheckRuleSet } from './check-rules.ts';
import { expiryRule, type ReminderRuleSet } from './reminder-rules.ts';

/** `certValidTo`: the title or post certificate's expiry, where the record has one. */
export type OtherPersonRow = OtherPersonInput & { id: string; certValidTo?: string | null };

/** Reminder rules of other personnel (其他人员, /qyxx/qtry/qtryxxtx). */
export const otherPersonReminders: ReminderRuleSet<OtherPersonRow> = {
  recordType: 'otherPerson',
  page: 'otherPersons',
  label: (person) => person.name,
  rules: [
    expiryRule<OtherPersonRow>({
      code: 'otherPerson.certExpiring',
      type: 'qtry',
      field: 'certValidTo',
      warnDays: [90, 30],
      title: '{label} 的证书将于 {dueDate} 到期',
      expiredTitle: '{label} 的证书已过期',
      content: '{label} 的职称或岗位证书将于 {dueDate} 到期，剩余 {daysLeft} 天。',
      expiredContent: '{label} 的职称或岗位证书已于 {dueDate} 到期，已过期 {daysOver} 天。',
      suggestion: '请及时办理证书延续或继续教育，取得新证书后更新证书有效期。',
    }),
  ],
};

/** Check rules of other personnel. */
export const otherPersonChecks: CheckRuleSet<OtherPersonRow> = {
  recordType: 'otherPerson',
  page: 'otherPersons',
  label: (person) => person.name,
  rules: [
    {
      code: 'otherPerson.certExpired',
      title: '职称或岗位证书已过期',
      level: 'warning',
      field: 'certValidTo',
      message: '{label} 的职称或岗位证书已于 {certValidTo} 过期。',
      test: (person, { today }) => Boolean(person.certValidTo && person.certValidTo < today),
    },
  ],
};
