import { z } from 'zod';
import {
  dateSchema,
  dictValueSchema,
  idSchema,
  notBeforeRule,
  nullableDictValueSchema,
  textSchema,
  withRules,
  type CrossFieldRule,
} from './common.ts';
import { genderSchema, identityRules } from './person-identity.ts';
import { idCardSchema, mobilePhoneSchema } from './validators.ts';

// Registered personnel (注册人员), contract RegisteredPersonInput / RegisteredPersonUpdate.
const registeredPersonObject = z.strictObject({
  name: textSchema.min(1).max(50),
  idCard: idCardSchema,
  gender: genderSchema,
  birthDate: dateSchema,
  regCategory: dictValueSchema,
  regSpecialty: nullableDictValueSchema,
  regNo: textSchema.min(1).max(64),
  certValidFrom: dateSchema,
  certValidTo: dateSchema,
  socialInsurance: dictValueSchema,
  phone: mobilePhoneSchema.nullable().optional(),
});

type Person = z.output<typeof registeredPersonObject>;

const rules: CrossFieldRule<Person>[] = [
  ...identityRules<Person>(),
  notBeforeRule('certValidFrom', 'certValidTo', '注册证书有效期至不能早于起始日'),
];

export const registeredPersonInputSchema = withRules(registeredPersonObject, rules);
export const registeredPersonUpdateSchema = withRules(registeredPersonObject.extend({ id: idSchema }), rules);

export type RegisteredPersonInput = z.infer<typeof registeredPersonInputSchema>;
export type RegisteredPersonUpdate = z.infer<typeof registeredPersonUpdateSchema>;
