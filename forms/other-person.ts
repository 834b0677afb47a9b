import { z } from 'zod';
import { dateSchema, idSchema, nullableDictValueSchema, textSchema, withRules } from './common.ts';
import { genderSchema, identityRules } from './person-identity.ts';
import { idCardSchema } from './validators.ts';

// Other personnel (其他人员), contract OtherPersonInput / OtherPersonUpdate. Technical staff fill in
// title and titleCertNo, skilled workers trade and tradeCertNo; the server clears the other pair. `certValidTo`
// is the expiry of whichever certificate the person holds.
const otherPersonObject = z.strictObject({
  personKind: z.enum(['technical', 'worker']),
  name: textSchema.min(1).max(50),
  idCard: idCardSchema,
  gender: genderSchema.nullable().optional(),
  birthDate: dateSchema.nullable().optional(),
  title: nullableDictValueSchema,
  titleCertNo: textSchema.max(64).nullable().optional(),
  trade: nullableDictValueSchema,
  tradeCertNo: textSchema.max(64).nullable().optional(),
  certValidTo: dateSchema.nullable().optional(),
  socialInsurance: nullableDictValueSchema,
});

const rules = identityRules<z.output<typeof otherPersonObject>>();

export const otherPersonInputSchema = withRules(otherPersonObject, rules);
export const otherPersonUpdateSchema = withRules(otherPersonObject.extend({ id: idSchema }), rules);

export type OtherPersonInput = z.infer<typeof otherPersonInputSchema>;
export type OtherPersonUpdate = z.infer<typeof otherPersonUpdateSchema>;
