import { z } from 'zod';
import {
  dateSchema,
  dictValueSchema,
  idSchema,
  notBeforeRule,
  nullableDictValueSchema,
  textSchema,
  withRules,
  type CrossFieldRule,
} from './common.ts';

// Qualification certificate (资质证书) with its qualification items (资质项), contract
// CertificateInput / CertificateUpdate, CertificateItemEntry (inline) and CertificateItemInput / CertificateItemUpdate.
const itemFields = {
  category: z.enum(['01', '02', '03', '04']),
  typeCode: textSchema.max(6).regex(/^1\d{5}$/),
  subCode: textSchema.max(8).regex(/^1\d{7}$/).nullable().optional(),
  gradeCode: dictValueSchema,
  itemName: textSchema.min(1).max(200),
};

interface ItemCodes {
  category: string;
  typeCode: string;
  subCode?: string | null;
}

// Standard codes of category 0N start with 10N (104002 is a supervision type); subcodes extend their type code.
function itemRules<T extends ItemCodes>(): CrossFieldRule<T>[] {
  return [
    {
      fields: ['category', 'typeCode'],
      path: 'typeCode',
      message: '资质类型代码与资质类别不符',
      valid: (item) => item.typeCode.startsWith(`1${item.category}`),
    },
    {
      fields: ['typeCode', 'subCode'],
      path: 'subCode',
      message: '专业代码与资质类型代码不符',
      valid: (item) => item.subCode == null || item.subCode.startsWith(item.typeCode),
    },
  ];
}

const itemEntryObject = z.strictObject({ id: idSchema.optional(), ...itemFields });
export const certificateItemEntrySchema = withRules(itemEntryObject, itemRules<z.output<typeof itemEntryObject>>());

const itemObject = z.strictObject({ certificateId: idSchema, ...itemFields });
const itemObjectRules = itemRules<z.output<typeof itemObject>>();
export const certificateItemInputSchema = withRules(itemObject, itemObjectRules);
export const certificateItemUpdateSchema = withRules(itemObject.extend({ id: idSchema }), itemObjectRules);

const certificateObject = z.strictObject({
  certNo: textSchema.min(1).max(64),
  certType: nullableDictValueSchema,
  issueAuthority: textSchema.min(1).max(100),
  issueDate: dateSchema,
  expiryDate: dateSchema,
  items: z.array(certificateItemEntrySchema).max(100).optional(),
});

type Certificate = z.output<typeof certificateObject>;

const itemKey = (item: ItemCodes) => `${item.typeCode}/${item.subCode ?? ''}`;

const rules: CrossFieldRule<Certificate>[] = [
  notBeforeRule('issueDate', 'expiryDate', '有效期至不能早于发证日期'),
  {
    fields: ['items'],
    path: 'items',
    message: '同一证书内资质项不能重复',
    valid: (cert) => new Set(cert.items?.map(itemKey)).size === (cert.items?.length ?? 0),
  },
];

export const certificateInputSchema = withRules(certificateObject, rules);
export const certificateUpdateSchema = withRules(certificateObject.extend({ id: idSchema }), rules);

export type CertificateItemEntry = z.infer<typeof certificateItemEntrySchema>;
export type CertificateItemInput = z.infer<typeof certificateItemInputSchema>;
export type CertificateItemUpdate = z.infer<typeof certificateItemUpdateSchema>;
export type CertificateInput = z.infer<typeof certificateInputSchema>;
export type CertificateUpdate = z.infer<typeof certificateUpdateSchema>;
