import { projectInputSchema } from './project.ts';
import { defineRecordUi } from './define-record-ui.ts';

/**
 * How supervision-platform projects (监管平台项目, /qyxx/jgptxm/xmmgr) are listed, searched, edited and shown.
 * The region picker spreads its value onto the record as the contract's `prov` and `city`.
 */
export const projectUi = defineRecordUi({
  key: 'project',
  noun: '监管平台项目',
  schema: projectInputSchema,
  sections: [
    { id: 'basic', title: '项目信息' },
    { id: 'contract', title: '合同与工期' },
  ],
  fields: [
    { name: 'projectName', label: '项目名称', kind: 'text', required: true, maxLength: 200, colSpan: 2, section: 'basic' },
    {
      name: 'projectCode',
      label: '项目编号',
      kind: 'text',
      maxLength: 64,
      help: '监管平台项目编号，本企业内不可重复；尚未取得的可暂不填写',
      emptyText: '未填写',
      section: 'basic',
    },
    { name: 'stage', label: '项目状态', kind: 'dict-select', required: true, dictType: 'project_stage', defaultValue: 'in_progress', section: 'basic' },
    { name: 'projectType', label: '项目类型', kind: 'dict-select', required: true, dictType: 'project_type', section: 'basic' },
    { name: 'region', label: '项目所在地', kind: 'region', required: true, spreadKeys: ['prov', 'city'], section: 'basic' },
    { name: 'entRole', label: '企业角色', kind: 'dict-select', required: true, dictType: 'ent_project_role', section: 'basic' },
    { name: 'contractAmount', label: '合同金额', kind: 'money', required: true, unit: '万元', section: 'contract' },
    { name: 'startDate', label: '开工日期', kind: 'date', required: true, section: 'contract' },
    { name: 'plannedCompletionDate', label: '计划竣工日期', kind: 'date', help: '不能早于开工日期', emptyText: '未填写', section: 'contract' },
    { name: 'completionDate', label: '竣工日期', kind: 'date', help: '竣工后填写；不能早于开工日期', emptyText: '未填写', section: 'contract' },
  ],
  columns: [
    { id: 'projectName', header: '项目名称', sortable: true, filterable: true },
    { id: 'projectCode', header: '项目编号', sortable: true, filterable: true, emptyText: '未填写' },
    { id: 'stage', header: '项目状态', filterable: true, format: 'dict', dictType: 'project_stage' },
    { id: 'projectType', header: '项目类型', filterable: true, format: 'dict', dictType: 'project_type' },
    { id: 'prov', header: '省份', filterable: true, format: 'dict', dictType: 'sys_province' },
    { id: 'city', header: '城市', format: 'dict', dictType: 'sys_city' },
    { id: 'entRole', header: '企业角色', filterable: true, format: 'dict', dictType: 'ent_project_role' },
    { id: 'contractAmount', header: '合同金额（万元）', sortable: true, format: 'money' },
    { id: 'startDate', header: '开工日期', sortable: true, filterable: true, format: 'date' },
    { id: 'completionDate', header: '竣工日期', sortable: true, format: 'date' },
  ],
  filters: [
    { name: 'projectName', label: '项目名称', kind: 'text' },
    { name: 'projectCode', label: '项目编号', kind: 'text' },
    { name: 'stage', label: '项目状态', kind: 'dict', dictType: 'project_stage' },
    { name: 'projectType', label: '项目类型', kind: 'dict', dictType: 'project_type' },
    { name: 'entRole', label: '企业角色', kind: 'dict', dictType: 'ent_project_role' },
    { name: 'prov', label: '省份', kind: 'dict', dictType: 'sys_province' },
    { name: 'startDate', label: '开工日期', kind: 'date-range' },
  ],
  operations: {
    list: '/portal/project/list',
    detail: '/portal/project/{id}',
    create: '/portal/project',
    update: '/portal/project/edit',
    delete: '/portal/project/delete/{id}',
  },
  // A project without a platform code is named by its name alone.
  title: (record) => (record.projectCode ? `${String(record.projectName ?? '')}（${String(record.projectCode)}）` : String(record.projectName ?? '')),
});
