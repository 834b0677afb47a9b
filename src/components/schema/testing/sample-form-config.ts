import { z } from 'zod';
import type { FieldConfig, FormConfig } from '../field-config';

const schema = z.object({
  name: z.string().max(10, '项目名称不能超过10个字'),
  summary: z.string().max(200).optional(),
  floors: z.number().int('层数须为整数').optional(),
  amount: z.number().min(0).optional(),
  startDate: z.iso.date().optional(),
  period: z.tuple([z.iso.date().optional(), z.iso.date().optional()]).optional(),
  status: z.string(),
  tags: z.array(z.string()).optional(),
  completionDate: z.iso.date().optional(),
});

const fields: FieldConfig[] = [
  { name: 'name', label: '项目名称', kind: 'text', required: true, help: '与合同一致', section: 'basic' },
  { name: 'summary', label: '项目概况', kind: 'textarea', maxLength: 200, colSpan: 2, section: 'basic' },
  { name: 'floors', label: '层数', kind: 'number', section: 'basic' },
  { name: 'amount', label: '合同金额', kind: 'money', section: 'basic' },
  { name: 'startDate', label: '开工日期', kind: 'date', section: 'schedule' },
  { name: 'period', label: '合同工期', kind: 'date-range', section: 'schedule' },
  { name: 'status', label: '项目状态', kind: 'dict-select', dictType: 'project_status', required: true, section: 'schedule' },
  { name: 'tags', label: '项目标签', kind: 'dict-multi-select', dictType: 'project_tag', section: 'schedule' },
  {
    name: 'completionDate',
    label: '竣工日期',
    kind: 'date',
    section: 'schedule',
    visibleWhen: (values) => values.status === 'done',
    requiredWhen: (values) => values.status === 'done',
  },
];

/** A throwaway config with every implemented kind, a dependent field and two sections. */
export const sampleFormConfig: FormConfig<typeof schema> = {
  schema,
  fields,
  sections: [
    { id: 'basic', title: '基本信息' },
    { id: 'schedule', title: '进度' },
  ],
};

export const sampleDicts: Record<string, [string, string][]> = {
  project_status: [
    ['在建', 'building'],
    ['已竣工', 'done'],
  ],
  project_tag: [
    ['重点', 'key'],
    ['民生', 'livelihood'],
  ],
};
