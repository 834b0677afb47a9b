import { z } from 'zod';
import {
  dateSchema,
  dictValueSchema,
  idSchema,
  notBeforeRule,
  withRules,
  type CrossFieldRule,
} from './common.ts';

// Personnel performance (人员业绩): a registered person's role on a project over a period,
// contract PerformanceInput / PerformanceUpdate.
const performanceObject = z.strictObject({
  personId: idSchema,
  projectId: idSchema,
  role: dictValueSchema,
  periodStart: dateSchema,
  periodEnd: dateSchema.nullable().optional(),
});

const rules: CrossFieldRule<z.output<typeof performanceObject>>[] = [
  notBeforeRule('periodStart', 'periodEnd', '任职结束日期不能早于开始日期'),
];

export const performanceInputSchema = withRules(performanceObject, rules);
export const performanceUpdateSchema = withRules(performanceObject.extend({ id: idSchema }), rules);

export type PerformanceInput = z.infer<typeof performanceInputSchema>;
export type PerformanceUpdate = z.infer<typeof performanceUpdateSchema>;
