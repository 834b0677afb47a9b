import type { RecordValues } from './record-ui.ts';
import { idCardBirthDate, idCardGender, isIdCard } from './validators.ts';

/** 性别 as stored (forms/person-identity.ts genderSchema); sys_user_sex stores 0/1 instead, so it is no fit. */
export const GENDER_OPTIONS = [
  { value: '男', label: '男' },
  { value: '女', label: '女' },
] as const;

/** The help text of an ID-number field that fills gender and birth date. */
export const ID_CARD_HELP = '填写正确的身份证号码后自动带出性别和出生日期';

/**
 * `derive` of an ID-number field: gender and birth date once the number is valid, otherwise null.
 *
 * @example { name: 'idCard', label: '身份证号', kind: 'text', derive: deriveFromIdCard }
 */
export function deriveFromIdCard(value: unknown): RecordValues | null {
  return typeof value === 'string' && isIdCard(value) ? { gender: idCardGender(value), birthDate: idCardBirthDate(value) } : null;
}
