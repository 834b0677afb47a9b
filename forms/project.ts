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
  withRules,
  type CrossFieldRule,
} from './common.ts';

// Supervision-platform project (监管平台项目), contract ProjectInput / ProjectUpdate. A project may be entered
// before the platform gives it a code, so `projectCode` is optional; `stage` is a project_stage value.
const projectObject = z.strictObject({
  projectName: textSchema.min(1).max(200),
  projectCode: textSchema.min(1).max(64).nullable().optional(),
  projectType: dictValueSchema,
  prov: regionCodeSchema,
  city: regionCodeSchema,
  contractAmount: moneySchema,
  startDate: dateSchema,
  completionDate: dateSchema.nullable().optional(),
  entRole: dictValueSchema,
  stage: dictValueSchema,
  plannedCompletionDate: dateSchema.nullable().optional(),
});

const rules: CrossFieldRule<z.output<typeof projectObject>>[] = [
  notBeforeRule('startDate', 'completionDate', '竣工日期不能早于开工日期'),
  notBeforeRule('startDate', 'plannedCompletionDate', '计划竣工日期不能早于开工日期'),
  cityInProvinceRule('项目所在城市不属于所选省份'),
];

export const projectInputSchema = withRules(projectObject, rules);
export const projectUpdateSchema = withRules(projectObject.extend({ id: idSchema }), rules);

export type ProjectInput = z.infer<typeof projectInputSchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
