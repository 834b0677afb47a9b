import { z } from 'zod';
import type { CrossFieldRule } from './common.ts';
import { idCardBirthDate, idCardGender } from './validators.ts';

export const genderSchema = z.enum(['男', '女']);

interface PersonIdentity {
  idCard: string;
  gender?: '男' | '女' | null;
  birthDate?: string | null;
}

/**
 * Rules that keep gender and birth date in step with the ID number. They run once the ID number is
 * valid; a gender or birth date left empty is not checked.
 */
export function identityRules<T extends PersonIdentity>(): CrossFieldRule<T>[] {
  return [
    {
      fields: ['idCard', 'gender'],
      path: 'gender',
      message: '性别与身份证号码不一致',
      valid: (person) => person.gender == null || person.gender === idCardGender(person.idCard),
    },
    {
      fields: ['idCard', 'birthDate'],
      path: 'birthDate',
      message: '出生日期与身份证号码不一致',
      valid: (person) => person.birthDate == null || person.birthDate === idCardBirthDate(person.idCard),
    },
  ];
}
