import { z } from 'zod';
import {
  cityInProvinceRule,
  dateSchema,
  dictValueSchema,
  idSchema,
  moneySchema,
  notBeforeRule,
  regionCodeSchema,
  textSchema,
  todayInChina,
  withRules,
  type CrossFieldRule,
} from './common.ts';
import { creditCodeSchema, phoneNumberSchema } from './validators.ts';

// Business licence (营业执照), contract EnterpriseInput / EnterpriseUpdate.
const enterpriseObject = z.strictObject({
  entName: textSchema.min(2).max(100),
  creditCode: creditCodeSchema,
  legalPerson: textSchema.min(1).max(50),
  regCapital: moneySchema,
  establishDate: dateSchema.refine((date) => date <= todayInChina(), '成立日期不能晚于今天'),
  businessTermStart: dateSchema,
  businessTermEnd: dateSchema.nullable().optional(),
  address: textSchema.min(1).max(200),
  businessScope: textSchema.min(1).max(2000),
  regAuthority: textSchema.min(1).max(100),
  entType: dictValueSchema,
  prov: regionCodeSchema,
  city: regionCodeSchema,
  contactPhone: phoneNumberSchema.nullable().optional(),
  licenseFileIds: z.array(idSchema).max(10).optional(),
});

const rules: CrossFieldRule<z.output<typeof enterpriseObject>>[] = [
  notBeforeRule('businessTermStart', 'businessTermEnd', '营业期限截止日不能早于起始日'),
  cityInProvinceRule('所在城市不属于所选省份'),
];

export const enterpriseInputSchema = withRules(enterpriseObject, rules);
export const enterpriseUpdateSchema = withRules(enterpriseObject.extend({ id: idSchema }), rules);

export type EnterpriseInput = z.infer<typeof enterpriseInputSchema>;
export type EnterpriseUpdate = z.infer<typeof enterpriseUpdateSchema>;
