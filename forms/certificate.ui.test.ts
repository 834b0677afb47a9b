import { describe, expect, it } from 'vitest';
import { certificateUi } from './certificate.ui.ts';
import { filterParams, hasContractPath, listOperationOf } from './testing/list-contract.ts';

const ITEM = { category: '03', typeCode: '103001', subCode: null, itemName: '建筑工程施工总承包', gradeCode: 'class_1' };
const CERT = { certNo: 'D1', issueAuthority: '住建厅', issueDate: '2024-01-01', expiryDate: '2029-01-01' };

describe('certificateUi', () => {
  it('uses contract operations', () => {
    for (const path of Object.values(certificateUi.operations)) expect(hasContractPath(path), path).toBe(true);
  });

  it('filters and sorts only by what the list operation accepts', () => {
    const { params, sortable } = listOperationOf(certificateUi.operations.list);
    for (const name of filterParams(certificateUi)) expect(params, name).toContain(name);
    for (const column of certificateUi.columns.filter((c) => 'sortable' in c && c.sortable)) expect(sortable).toContain(column.id);
  });

  it('places every field in a declared section', () => {
    const sections = new Set(certificateUi.sections.map((section) => section.id));
    for (const field of certificateUi.fields) expect(sections).toContain(field.section);
  });

  it('spreads the qualification onto rows shaped as CertificateItemEntry', () => {
    const items = certificateUi.fields.find((field) => field.name === 'items');
    const qualification = items && 'childFields' in items ? items.childFields.find((field) => field.kind === 'qualification') : undefined;
    expect(qualification && 'spreadKeys' in qualification ? qualification.spreadKeys : []).toEqual(['category', 'typeCode', 'subCode', 'itemName']);
    expect(certificateUi.schema.safeParse({ ...CERT, items: [ITEM] }).success).toBe(true);
  });

  it('rejects an expiry date before the issue date', () => {
    const result = certificateUi.schema.safeParse({ ...CERT, expiryDate: '2023-12-31' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['有效期至不能早于发证日期']);
  });

  it('shows a record in one line', () => {
    expect(certificateUi.title({ certNo: 'D1' })).toBe('D1');
  });
});
