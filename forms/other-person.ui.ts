import { otherPersonInputSchema } from './other-person.ts';
import { deriveFromIdCard, GENDER_OPTIONS, ID_CARD_HELP } from './person-identity.ui.ts';
import { defineRecordUi } from './define-record-ui.ts';
import type { RecordValues } from './record-ui.ts';
import { maskIdCard } from './validators.ts';

const isTechnical = (values: RecordValues) => values.personKind === 'technical';
const isWorker = (values: RecordValues) => values.personKind === 'worker';
const hasKind = (values: RecordValues) => isTechnical(values) || isWorker(values);

/**
 * How other personnel (其他人员, /qyxx/qtry/ryxx) are listed, searched, edited and shown. Technical staff
 * (技术人员) get 职称 and its certificate, skilled workers (技术工人) 工种 and theirs; both the certificate's expiry.
 */
export const otherPersonUi = defineRecordUi({
  key: 'otherPerson',
  noun: '其他人员',
  schema: otherPersonInputSchema,
  sections: [
    { id: 'basic', title: '基本信息' },
    { id: 'qualification', title: '职称/工种信息' },
    { id: 'other', title: '其他' },
  ],
  fields: [
    { name: 'personKind', label: '人员类别', kind: 'dict-select', required: true, dictType: 'other_person_kind', section: 'basic' },
    { name: 'name', label: '姓名', kind: 'text', required: true, maxLength: 50, section: 'basic' },
    { name: 'idCard', label: '身份证号', kind: 'text', required: true, maxLength: 18, help: ID_CARD_HELP, section: 'basic', derive: deriveFromIdCard },
    { name: 'gender', label: '性别', kind: 'select', options: GENDER_OPTIONS, help: '须与身份证号码一致', section: 'basic' },
    { name: 'birthDate', label: '出生日期', kind: 'date', section: 'basic' },
    {
      name: 'title',
      label: '职称',
      kind: 'dict-select',
      dictType: 'professional_title',
      section: 'qualification',
      visibleWhen: isTechnical,
      requiredWhen: isTechnical,
    },
    { name: 'titleCertNo', label: '职称证书编号', kind: 'text', maxLength: 64, section: 'qualification', visibleWhen: isTechnical },
    { name: 'trade', label: '工种', kind: 'dict-select', dictType: 'worker_trade', section: 'qualification', visibleWhen: isWorker, requiredWhen: isWorker },
    { name: 'tradeCertNo', label: '职业技能证书编号', kind: 'text', maxLength: 64, section: 'qualification', visibleWhen: isWorker },
    { name: 'certValidTo', label: '证书有效期至', kind: 'date', help: '职称证书或岗位（职业技能）证书的有效期截止日期', section: 'qualification', visibleWhen: hasKind },
    { name: 'socialInsurance', label: '社保缴纳情况', kind: 'dict-select', dictType: 'social_insurance_status', section: 'other' },
  ],
  columns: [
    { id: 'name', header: '姓名', sortable: true, filterable: true },
    { id: 'personKind', header: '人员类别', sortable: true, filterable: true, format: 'dict', dictType: 'other_person_kind' },
    { id: 'idCard', header: '身份证号', filterable: true, format: 'id-card' },
    { id: 'title', header: '职称', sortable: true, filterable: true, format: 'dict', dictType: 'professional_title' },
    { id: 'trade', header: '工种', sortable: true, filterable: true, format: 'dict', dictType: 'worker_trade' },
    { id: 'socialInsurance', header: '社保缴纳情况', filterable: true, format: 'dict', dictType: 'social_insurance_status' },
  ],
  filters: [
    { name: 'name', label: '姓名', kind: 'text' },
    { name: 'idCard', label: '身份证号', kind: 'text' },
    { name: 'personKind', label: '人员类别', kind: 'dict', dictType: 'other_person_kind' },
    { name: 'title', label: '职称', kind: 'dict', dictType: 'professional_title' },
    { name: 'trade', label: '工种', kind: 'dict', dictType: 'worker_trade' },
    { name: 'socialInsurance', label: '社保缴纳情况', kind: 'dict', dictType: 'social_insurance_status' },
  ],
  operations: {
    list: '/portal/person/getElseList',
    detail: '/portal/person/getElseDetail/{id}',
    create: '/portal/person/addElse',
    update: '/portal/person/updateElse',
    delete: '/portal/person/deleteElse/{id}',
  },
  // The ID number masked: the title names the person in list buttons and confirmations.
  title: (record) => `${String(record.name ?? '')}（${maskIdCard(String(record.idCard ?? ''))}）`,
});
