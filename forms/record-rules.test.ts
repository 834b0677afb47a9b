import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { certificateInputSchema, certificateItemInputSchema } from './certificate.ts';
import { enterpriseInputSchema, enterpriseUpdateSchema } from './enterprise.ts';
import { otherPersonInputSchema } from './other-person.ts';
import { performanceInputSchema } from './performance.ts';
import { projectInputSchema } from './project.ts';
import { registeredPersonInputSchema, registeredPersonUpdateSchema } from './registered-person.ts';

const ID = '3f2a6c1e-9b7d-4e2f-8a1b-0c9d8e7f6a5b';

/** The messages of a failed parse, keyed by field path. */
function messages(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) {
    (result[issue.path.join('.')] ??= []).push(issue.message);
  }
  return result;
}

const person = {
  name: '张三',
  idCard: '11010519491231002X',
  gender: '女',
  birthDate: '1949-12-31',
  regCategory: 'jzs1',
  regSpecialty: 'jzs_jzgc',
  regNo: '京1110102012345678',
  certValidFrom: '2022-01-01',
  certValidTo: '2026-12-31',
  socialInsurance: 'normal',
};

describe('registered person', () => {
  it('accepts a consistent record, and its update with an id', () => {
    expect(registeredPersonInputSchema.safeParse(person).success).toBe(true);
    expect(registeredPersonUpdateSchema.safeParse({ ...person, id: ID }).success).toBe(true);
    expect(messages(registeredPersonUpdateSchema, person)).toHaveProperty('id');
  });

  it('requires gender and birth date to match the ID number', () => {
    expect(messages(registeredPersonInputSchema, { ...person, gender: '男', birthDate: '1949-12-30' })).toEqual({
      gender: ['性别与身份证号码不一致'],
      birthDate: ['出生日期与身份证号码不一致'],
    });
  });

  it('reports a mismatch while the rest of the form is still empty', () => {
    const result = messages(registeredPersonInputSchema, { idCard: person.idCard, gender: '男' });
    expect(result.gender).toEqual(['性别与身份证号码不一致']);
    expect(result).toHaveProperty('name');
  });

  it('checks only the ID number itself while it is wrong', () => {
    expect(messages(registeredPersonInputSchema, { ...person, idCard: '110105194912310021', gender: '男' })).toEqual({
      idCard: ['请输入正确的身份证号码'],
    });
  });

  it('rejects a certificate valid until before it is valid from, and unknown fields', () => {
    expect(messages(registeredPersonInputSchema, { ...person, certValidTo: '2021-12-31' })).toEqual({
      certValidTo: ['注册证书有效期至不能早于起始日'],
    });
    expect(registeredPersonInputSchema.safeParse({ ...person, extra: 1 }).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('other person', () => {
  const other = { personKind: 'worker', name: '李四', idCard: person.idCard, trade: 'rebar_worker' };

  it('leaves gender and birth date optional, and checks them when given', () => {
    expect(otherPersonInputSchema.safeParse({ ...other, gender: null }).success).toBe(true);
    expect(messages(otherPersonInputSchema, { ...other, gender: '男', birthDate: '1949-12-31' })).toEqual({
      gender: ['性别与身份证号码不一致'],
    });
  });
});

describe('date order and place rules', () => {
  const enterprise = {
    entName: '福州示例建设有限公司',
    creditCode: '91350100M000100Y43',
    legalPerson: '王五',
    regCapital: 5000,
    establishDate: '2010-05-01',
    businessTermStart: '2010-05-01',
    address: '福州市鼓楼区示例路 1 号',
    businessScope: '房屋建筑工程施工',
    regAuthority: '福州市市场监督管理局',
    entType: 'llc',
    prov: '350000',
    city: '350100',
  };

  it('enterprise: established not in the future, term end not before start, city in province', () => {
    expect(enterpriseInputSchema.safeParse(enterprise).success).toBe(true);
    expect(
      messages(enterpriseUpdateSchema, {
        ...enterprise,
        id: ID,
        establishDate: '2999-01-01',
        businessTermEnd: '2010-04-30',
        city: '330100',
      }),
    ).toEqual({
      establishDate: ['成立日期不能晚于今天'],
      businessTermEnd: ['营业期限截止日不能早于起始日'],
      city: ['所在城市不属于所选省份'],
    });
    expect(messages(enterpriseInputSchema, { ...enterprise, creditCode: '91350100M000100Y44' })).toEqual({
      creditCode: ['请输入正确的统一社会信用代码'],
    });
  });

  it('certificate: expiry not before issue; items consistent and not repeated', () => {
    const item = { category: '03', typeCode: '103001', subCode: null, gradeCode: 'class_1', itemName: '建筑工程施工总承包' };
    const cert = { certNo: 'D135000001', issueAuthority: '福建省住房和城乡建设厅', issueDate: '2024-01-01', expiryDate: '2024-01-01' };
    expect(certificateInputSchema.safeParse({ ...cert, items: [item] }).success).toBe(true);
    expect(messages(certificateInputSchema, { ...cert, expiryDate: '2023-12-31', items: [item, item] })).toEqual({
      expiryDate: ['有效期至不能早于发证日期'],
      items: ['同一证书内资质项不能重复'],
    });
    expect(
      messages(certificateItemInputSchema, { ...item, certificateId: ID, typeCode: '104001', subCode: '10300101' }),
    ).toEqual({ typeCode: ['资质类型代码与资质类别不符'], subCode: ['专业代码与资质类型代码不符'] });
  });

  it('project: completion and planned completion not before start, city in province', () => {
    const project = {
      projectName: '示例住宅楼',
      projectCode: 'XM-2024-001',
      projectType: 'building',
      prov: '350000',
      city: '350100',
      contractAmount: 1200.5,
      startDate: '2024-03-01',
      completionDate: null,
      entRole: 'general_contractor',
      stage: 'in_progress',
      plannedCompletionDate: '2025-06-30',
    };
    expect(projectInputSchema.safeParse(project).success).toBe(true);
    expect(messages(projectInputSchema, { ...project, completionDate: '2024-02-29', plannedCompletionDate: '2024-02-28', city: '110100' })).toEqual({
      completionDate: ['竣工日期不能早于开工日期'],
      plannedCompletionDate: ['计划竣工日期不能早于开工日期'],
      city: ['项目所在城市不属于所选省份'],
    });
  });

  it('performance: period end not before start', () => {
    const performance = { personId: ID, projectId: ID, role: 'project_manager', periodStart: '2024-03-01' };
    expect(performanceInputSchema.safeParse(performance).success).toBe(true);
    expect(messages(performanceInputSchema, { ...performance, periodEnd: '2024-02-01' })).toEqual({
      periodEnd: ['任职结束日期不能早于开始日期'],
    });
  });
});
