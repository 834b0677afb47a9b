import { z } from 'zod';
import {
  dateSchema,
  dictValueSchema,
  idSchema,
  isCityOfProvince,
  isNotBefore,
  moneySchema,
  regionCodeSchema,
  withRules,
  type CrossFieldRule,
} from './common.ts';

// Supervision-platform project (监管平台项目), contract ProjectInput / ProjectUpdate.
const projectObject = z.strictObject({
  projectName: z.string().min(1).max(200),
  projectCode: z.string().min(1).max(64),
  projectType: dictValueSchema,
  prov: regionCodeSchema,
  city: regionCodeSchema,
  contractAmount: moneySchema,
  startDate: dateSchema,
  completionDate: dateSchema.nullable().optional(),
  entRole: dictValueSchema,
});

const rules: CrossFieldRule<z.output<typeof projectObject>>[] = [
  {
    fields: ['startDate', 'completionDate'],
    path: 'completionDate',
    message: '竣工日期不能早于开工日期',
    valid: (project) => isNotBefore(project.completionDate, project.startDate),
  },
  {
    fields: ['prov', 'city'],
    path: 'city',
    message: '项目所在城市不属于所选省份',
    valid: (project) => isCityOfProvince(project.city, project.prov),
  },
];

export const projectInputSchema = withRules(projectObject, rules);
export const projectUpdateSchema = withRules(projectObject.extend({ id: idSchema }), rules);

export type ProjectInput = z.infer<typeof projectInputSchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
