import { enterpriseInputSchema } from './enterprise.ts';
import { defineSingleRecordUi } from './define-record-ui.ts';

/**
 * The business licence (营业执照, /qyxx/yyzz/yyzzxx): one per enterprise, shown as its details, edited in
 * place with a resumable draft (saveTmp), its scans uploaded with addYyzzFile, and its change history.
 */
export const enterpriseUi = defineSingleRecordUi({
  cardinality: 'single',
  key: 'enterprise',
  noun: '营业执照',
  schema: enterpriseInputSchema,
  sections: [
    { id: 'subject', title: '主体信息' },
    { id: 'registration', title: '登记信息' },
    { id: 'scope', title: '经营范围' },
    { id: 'scan', title: '营业执照扫描件' },
  ],
  fields: [
    { name: 'entName', label: '企业名称', kind: 'text', required: true, maxLength: 100, help: '与营业执照上的名称一致，保存后同步为账号的企业名称', section: 'subject' },
    {
      name: 'creditCode',
      label: '统一社会信用代码',
      kind: 'text',
      required: true,
      maxLength: 18,
      help: '18 位，不含 I、O、S、V、Z',
      section: 'subject',
    },
    { name: 'legalPerson', label: '法定代表人', kind: 'text', required: true, maxLength: 50, section: 'subject' },
    { name: 'entType', label: '企业类型', kind: 'dict-select', required: true, dictType: 'enterprise_type', section: 'subject' },
    { name: 'regCapital', label: '注册资本', kind: 'money', required: true, unit: '万元', section: 'subject' },
    { name: 'contactPhone', label: '联系电话', kind: 'text', maxLength: 20, placeholder: '手机或座机，如 010-68881234', section: 'subject' },
    { name: 'establishDate', label: '成立日期', kind: 'date', required: true, section: 'registration' },
    { name: 'businessTermStart', label: '营业期限自', kind: 'date', required: true, section: 'registration' },
    { name: 'businessTermEnd', label: '营业期限至', kind: 'date', help: '不填表示长期', emptyText: '长期', section: 'registration' },
    { name: 'regAuthority', label: '登记机关', kind: 'text', required: true, maxLength: 100, section: 'registration' },
    { name: 'region', label: '所在地区', kind: 'region', required: true, spreadKeys: ['prov', 'city'], section: 'registration' },
    { name: 'address', label: '住所', kind: 'text', required: true, maxLength: 200, colSpan: 2, section: 'registration' },
    { name: 'businessScope', label: '经营范围', kind: 'textarea', required: true, maxLength: 2000, colSpan: 2, section: 'scope' },
    {
      name: 'licenseFileIds',
      label: '扫描件',
      kind: 'upload',
      bizType: 'yyzz',
      maxFiles: 10,
      help: '图片（JPG、PNG 等）或 PDF，每个不超过 10 MB，最多 10 个',
      colSpan: 2,
      section: 'scan',
    },
  ],
  operations: {
    get: '/portal/ent',
    create: '/portal/ent',
    edit: '/portal/ent/edit',
    draft: '/portal/ent/saveTmp',
    changelogs: '/portal/ent/changelogs',
  },
  title: (record) => String(record.entName ?? ''),
});
