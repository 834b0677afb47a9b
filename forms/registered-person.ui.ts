import { defineRecordUi } from './define-record-ui.ts';
import { registeredPersonInputSchema } from './registered-person.ts';
import { deriveFromIdCard, GENDER_OPTIONS, ID_CARD_HELP } from './person-identity.ui.ts';

/** How registered personnel (注册人员, /qyxx/zcry/ryxx) are listed, searched, edited and shown. */
export const registeredPersonUi = defineRecordUi({
  key: 'registeredPerson',
  noun: '注册人员',
  schema: registeredPersonInputSchema,
  sections: [
    { id: 'basic', title: '基本信息' },
    { id: 'registration', title: '注册信息' },
    { id: 'other', title: '其他' },
  ],
  fields: [
    { name: 'name', label: '姓名', kind: 'text', required: true, maxLength: 50, section: 'basic' },
    {
      name: 'idCard',
      label: '身份证号',
      kind: 'text',
      required: true,
      maxLength: 18,
      help: ID_CARD_HELP,
      section: 'basic',
      derive: deriveFromIdCard,
    },
    { name: 'gender', label: '性别', kind: 'select', options: GENDER_OPTIONS, required: true, help: '须与身份证号码一致', section: 'basic' },
    { name: 'birthDate', label: '出生日期', kind: 'date', required: true, section: 'basic' },
    { name: 'regCategory', label: '注册类别', kind: 'dict-select', required: true, dictType: 'reg_category', section: 'registration' },
    {
      name: 'regSpecialty',
      label: '注册专业',
      kind: 'dict-select',
      dictType: 'reg_specialty',
      dictParent: 'regCategory',
      help: '先选择注册类别，只列出该类别的专业',
      section: 'registration',
    },
    { name: 'regNo', label: '注册证书编号', kind: 'text', required: true, maxLength: 64, section: 'registration' },
    { name: 'certValidFrom', label: '注册证书有效期起', kind: 'date', required: true, section: 'registration' },
    { name: 'certValidTo', label: '注册证书有效期至', kind: 'date', required: true, section: 'registration' },
    { name: 'socialInsurance', label: '社保缴纳情况', kind: 'dict-select', required: true, dictType: 'social_insurance_status', section: 'other' },
    { name: 'phone', label: '手机号码', kind: 'text', maxLength: 11, section: 'other' },
  ],
  columns: [
    { id: 'name', header: '姓名', sortable: true, filterable: true },
    { id: 'idCard', header: '身份证号', filterable: true, format: 'id-card' },
    { id: 'gender', header: '性别' },
    { id: 'regCategory', header: '注册类别', sortable: true, filterable: true, format: 'dict', dictType: 'reg_category' },
    { id: 'regNo', header: '注册证书编号' },
    { id: 'certValidTo', header: '有效期至', sortable: true, filterable: true, format: 'date' },
    { id: 'socialInsurance', header: '社保缴纳情况', filterable: true, format: 'dict', dictType: 'social_insurance_status' },
  ],
  filters: [
    { name: 'name', label: '姓名', kind: 'text' },
    { name: 'idCard', label: '身份证号', kind: 'text' },
    { name: 'regCategory', label: '注册类别', kind: 'dict', dictType: 'reg_category' },
    { name: 'socialInsurance', label: '社保缴纳情况', kind: 'dict', dictType: 'social_insurance_status' },
    { name: 'certValidTo', label: '有效期至', kind: 'date-range' },
  ],
  operations: {
    list: '/portal/person/getRegisterList',
    detail: '/portal/person/getRegisterDetail/{id}',
    create: '/portal/person/addRegister',
    update: '/portal/person/updateRegister',
    delete: '/portal/person/deleteRegister/{id}',
  },
  title: (record) => `${String(record.name ?? '')}（${String(record.regNo ?? '')}）`,
});
