import { describe, expect, it } from 'vitest';
import { certificateUi } from './certificate.ui.ts';

const ITEM = { category: '03', typeCode: '103001', subCode: null, itemName: '建筑工程施工总承包', gradeCode: 'class_1' };
const CERT = { certNo: 'D1', issueAuthority: '住建厅', issueDate: '2024-01-01', expiryDate: '2029-01-01' };

describe('certificateUi', () => {
  it('spreads the qualification onto rows shaped as CertificateItemEntry', () => {
    const items = certificateUi.fields.find((field) => field.name === 'items');
    const qualification = items?.childFields?.find((field) => field.kind === 'qualification');
    expect(qualification?.spreadKeys).toEqual(['category', 'typeCode', 'subCode', 'itemName']);
    expect(certificateUi.schema.safeParse({ ...CERT, items: [ITEM] }).success).toBe(true);
  });

  it('shows a record in one line', () => {
    expect(certificateUi.title({ certNo: 'D1' })).toBe('D1');
  });
});
