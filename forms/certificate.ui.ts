import { certificateInputSchema } from './certificate.ts';
import { defineRecordUi } from './define-record-ui.ts';

/** The contract's Certificate.expiryStatus codes, which have no dictionary. */
export const EXPIRY_STATUS_LABELS = { valid: '有效', expiringSoon: '即将到期', expired: '已过期' } as const;

/**
 * How qualification certificates (资质证书, /qyxx/zzzs/zzzsxx) are listed, searched, edited and shown. The
 * items (资质项) are edited inline; the qualification picker spreads its value onto each row, so rows are
 * the contract's CertificateItemEntry. It is named `typeCode` so a missing choice shows its message there.
 */
export const certificateUi = defineRecordUi({
  key: 'certificate',
  noun: '资质证书',
  schema: certificateInputSchema,
  sections: [
    { id: 'basic', title: '证书信息' },
    { id: 'items', title: '资质项' },
  ],
  fields: [
    { name: 'certNo', label: '证书编号', kind: 'text', required: true, maxLength: 64, section: 'basic' },
    { name: 'certType', label: '证书类型', kind: 'dict-select', dictType: 'certificate_type', section: 'basic' },
    { name: 'issueAuthority', label: '发证机关', kind: 'text', required: true, maxLength: 100, section: 'basic' },
    { name: 'issueDate', label: '发证日期', kind: 'date', required: true, section: 'basic' },
    { name: 'expiryDate', label: '有效期至', kind: 'date', required: true, help: '不能早于发证日期', section: 'basic' },
    {
      name: 'items',
      label: '资质项',
      kind: 'children',
      maxItems: 100,
      colSpan: 2,
      section: 'items',
      childFields: [
        {
          name: 'typeCode',
          label: '资质',
          kind: 'qualification',
          required: true,
          colSpan: 2,
          spreadKeys: ['category', 'typeCode', 'subCode', 'itemName'],
        },
        { name: 'gradeCode', label: '资质等级', kind: 'dict-select', required: true, dictType: 'qualification_grade' },
      ],
    },
  ],
  columns: [
    { id: 'certNo', header: '证书编号', sortable: true, filterable: true },
    { id: 'certType', header: '证书类型', filterable: true, format: 'dict', dictType: 'certificate_type' },
    { id: 'issueAuthority', header: '发证机关', filterable: true },
    { id: 'issueDate', header: '发证日期', sortable: true, format: 'date' },
    { id: 'expiryDate', header: '有效期至', sortable: true, filterable: true, format: 'date' },
    { id: 'itemCount', header: '资质项数' },
    { id: 'expiryStatus', header: '状态', labels: EXPIRY_STATUS_LABELS },
  ],
  filters: [
    { name: 'certNo', label: '证书编号', kind: 'text' },
    { name: 'issueAuthority', label: '发证机关', kind: 'text' },
    { name: 'certType', label: '证书类型', kind: 'dict', dictType: 'certificate_type' },
    { name: 'expiryDate', label: '有效期至', kind: 'date-range' },
  ],
  operations: {
    list: '/portal/zzzs/list',
    detail: '/portal/zzzs/{id}',
    create: '/portal/zzzs/add',
    update: '/portal/zzzs/edit',
    delete: '/portal/zzzs/delete/{id}',
  },
  title: (record) => String(record.certNo ?? ''),
});
