import { performanceInputSchema } from './performance.ts';
import { defineRecordUi } from './define-record-ui.ts';

/**
 * How personnel performance (人员业绩, /qyxx/zcry/ryyjxx) is listed, searched, edited and shown: a registered
 * person's role on one of the enterprise's projects. Rows carry the person's and project's names (read-only),
 * which the list and the details show instead of the ids. Details take the id as a query param.
 */
export const performanceUi = defineRecordUi({
  key: 'performance',
  noun: '人员业绩',
  schema: performanceInputSchema,
  sections: [
    { id: 'basic', title: '业绩信息' },
    { id: 'period', title: '任职期间' },
  ],
  fields: [
    { name: 'personId', label: '人员', kind: 'person', required: true, personKinds: ['registered'], displayKey: 'personName', help: '只可选择本企业的注册人员', section: 'basic' },
    { name: 'projectId', label: '项目', kind: 'project', required: true, displayKey: 'projectName', section: 'basic' },
    { name: 'role', label: '岗位', kind: 'dict-select', required: true, dictType: 'performance_role', section: 'basic' },
    { name: 'periodStart', label: '任职开始日期', kind: 'date', required: true, section: 'period' },
    { name: 'periodEnd', label: '任职结束日期', kind: 'date', help: '仍在任职不填；不能早于开始日期', emptyText: '至今', section: 'period' },
  ],
  columns: [
    { id: 'personName', header: '人员姓名', sortable: true, filterable: true },
    { id: 'projectName', header: '项目名称', sortable: true, filterable: true },
    { id: 'role', header: '岗位', format: 'dict', dictType: 'performance_role' },
    { id: 'periodStart', header: '任职开始日期', sortable: true, format: 'date' },
    { id: 'periodEnd', header: '任职结束日期', sortable: true, format: 'date' },
  ],
  filters: [
    { name: 'personName', label: '人员姓名', kind: 'text' },
    { name: 'projectName', label: '项目名称', kind: 'text' },
  ],
  operations: {
    list: '/portal/achievement/list',
    detail: '/portal/achievement/detail',
    create: '/portal/achievement/addProject',
    update: '/portal/achievement/edit',
    delete: '/portal/achievement/delete/{id}',
  },
  title: (record) => `${String(record.personName ?? '')}（${String(record.projectName ?? '')}）`,
});
