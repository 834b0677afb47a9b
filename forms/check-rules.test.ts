import { describe, expect, it } from 'vitest';
import { certificateChecks, certificateItemChecks, type CertificateItemRow, type CertificateRow } from './certificate.rules.ts';
import { periodsOverlap, runCheckSet, type CheckData, type CheckRecordType, type CheckRuleSet } from './check-rules.ts';
import { enterpriseChecks, type EnterpriseRow } from './enterprise.rules.ts';
import { otherPersonChecks } from './other-person.rules.ts';
import { performanceChecks, type PerformanceRow } from './performance.rules.ts';
import { meetsRequirement, requirementResult, type PersonnelRequirement } from './personnel-requirements.ts';
import { projectChecks, type ProjectRow } from './project.rules.ts';
import { registeredPersonChecks, type RegisteredPersonRow } from './registered-person.rules.ts';

const TODAY = '2026-11-24';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function data(records: Partial<Record<CheckRecordType, { id: string }[]>>, extra: Partial<CheckData> = {}): CheckData {
  return { today: TODAY, records, idCardsElsewhere: new Set(), knownStandards: new Set(), ...extra };
}

/** The codes of the rules a set breaks on its records, by record id. */
function broken<R extends { id: string }>(set: CheckRuleSet<R>, d: CheckData, code?: string) {
  return runCheckSet(set, d)
    .filter((f) => !code || f.rule === code)
    .map((f) => `${f.recordId.slice(-2)}:${f.rule.split('.')[1]}`);
}

describe('performance', () => {
  const row = (n: number, overrides: Partial<PerformanceRow> = {}): PerformanceRow => ({
    id: id(n),
    personId: id(90),
    projectId: id(80 + n),
    role: 'project_manager',
    periodStart: '2024-01-01',
    periodEnd: '2024-06-30',
    person: { name: '张三', certValidFrom: '2020-01-01', certValidTo: '2030-01-01', socialInsurance: 'normal' },
    project: { projectName: `项目${n}`, startDate: '2023-01-01', completionDate: null },
    ...overrides,
  });

  it('flags two manager periods of one person that overlap, to the day', () => {
    expect(broken(performanceChecks, data({ performance: [row(1), row(2, { periodStart: '2024-06-30', periodEnd: '2024-12-31' })] }), 'performance.periodOverlap')).toEqual([
      '01:periodOverlap',
      '02:periodOverlap',
    ]);
    expect(broken(performanceChecks, data({ performance: [row(1), row(2, { periodStart: '2024-07-01', periodEnd: '2024-12-31' })] }), 'performance.periodOverlap')).toEqual([]);
  });

  it('does not flag overlaps of other roles, the same project or other people', () => {
    const d = (second: Partial<PerformanceRow>) => data({ performance: [row(1), row(2, second)] });
    expect(broken(performanceChecks, d({ role: 'technical_director' }), 'performance.periodOverlap')).toEqual([]);
    expect(broken(performanceChecks, d({ projectId: id(81) }), 'performance.periodOverlap')).toEqual([]);
    expect(broken(performanceChecks, d({ personId: id(91) }), 'performance.periodOverlap')).toEqual([]);
  });

  it('runs an open period to today', () => {
    expect(periodsOverlap({ start: '2026-11-24', end: null }, { start: '2020-01-01', end: null }, TODAY)).toBe(true);
    expect(periodsOverlap({ start: '2026-11-25', end: null }, { start: '2020-01-01', end: '2026-11-24' }, TODAY)).toBe(false);
  });

  it('flags a period outside the registration or the project, and a person insured elsewhere', () => {
    const rows = [
      row(1, { periodStart: '2019-12-31', project: { projectName: 'p', startDate: '2019-01-01', completionDate: null } }),
      row(2, { personId: id(92), project: { projectName: 'p', startDate: '2024-01-02', completionDate: null } }),
      row(3, { person: { name: '李四', certValidFrom: '2020-01-01', certValidTo: '2030-01-01', socialInsurance: 'unpaid' }, personId: id(93) }),
      row(4, { personId: id(94) }),
    ];
    expect(broken(performanceChecks, data({ performance: rows }))).toEqual(['01:certInvalidDuringPeriod', '02:periodOutsideProject', '03:personNotInsured']);
  });
});

describe('registered personnel', () => {
  const person = (n: number, overrides: Partial<RegisteredPersonRow> = {}): RegisteredPersonRow => ({
    id: id(n),
    name: `人员${n}`,
    idCard: `11010519900101${String(n).padStart(4, '0')}`,
    gender: '男',
    birthDate: '1990-01-01',
    regCategory: 'jzs1',
    regSpecialty: 'jzs_jzgc',
    regNo: `R${n}`,
    certValidFrom: '2020-01-01',
    certValidTo: '2030-01-01',
    socialInsurance: 'normal',
    ...overrides,
  });

  it('flags an expired registration from the day after its last day', () => {
    const d = data({ registeredPerson: [person(1, { certValidTo: TODAY }), person(2, { certValidTo: '2026-11-23' })] });
    expect(broken(registeredPersonChecks, d, 'registeredPerson.certExpired')).toEqual(['02:certExpired']);
  });

  it('flags a person another enterprise registered too', () => {
    const p = person(1);
    expect(broken(registeredPersonChecks, data({ registeredPerson: [p] }, { idCardsElsewhere: new Set([p.idCard]) }))).toEqual(['01:registeredElsewhere']);
  });
});

describe('certificates and items', () => {
  const cert = (n: number, expiryDate: string): CertificateRow => ({ id: id(n), certNo: `C${n}`, certType: 'jzy', issueAuthority: 'x', issueDate: '2020-01-01', expiryDate });
  const inDays = (days: number) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it.each([
    [91, []],
    [90, ['01:expiringSoon']],
    [0, ['01:expiringSoon']],
    [-1, ['01:expired']],
  ])('a certificate expiring in %i days: %j', (days, expected) => {
    expect(broken(certificateChecks, data({ certificate: [cert(1, inDays(days))] }))).toEqual(expected);
  });

  it('flags an item outside the standards and an item held on two certificates', () => {
    const item = (n: number, certificateId: string, subCode: string): CertificateItemRow => ({
      id: id(n),
      certificateId,
      certNo: 'C',
      typeCode: '103001',
      subCode,
      gradeCode: 'class_2',
      itemName: `项${n}`,
    });
    const items = [item(1, id(50), '10300101'), item(2, id(51), '10300101'), item(3, id(50), '10300199')];
    const d = data({ certificateItem: items }, { knownStandards: new Set(['103001/10300101']) });
    expect(broken(certificateItemChecks, d)).toEqual(['01:duplicate', '02:duplicate', '03:unknownStandard']);
  });
});

describe('projects', () => {
  const project = (n: number, overrides: Partial<ProjectRow> = {}): ProjectRow => ({
    id: id(n),
    projectName: `项目${n}`,
    projectCode: `P-${n}`,
    projectType: 'building',
    prov: '110000',
    city: '110100',
    contractAmount: 100,
    startDate: '2024-01-01',
    completionDate: null,
    entRole: 'general_contractor',
    stage: 'in_progress',
    plannedCompletionDate: null,
    ...overrides,
  });
  const withPerson = (projects: ProjectRow[]) =>
    data({ project: projects, performance: projects.map((p, i) => ({ id: id(70 + i), projectId: p.id })) });

  it('flags missing codes, finished projects without a date, contradicting dates and stages, and duplicate codes', () => {
    const projects = [
      project(1, { projectCode: null }),
      project(2, { stage: 'completed' }),
      project(3, { completionDate: '2023-12-31', stage: 'completed' }),
      project(4, { stage: 'not_started' }),
      project(5, { projectCode: 'p 6' }),
      project(6, { projectCode: 'P6' }),
      project(7),
    ];
    expect(broken(projectChecks, withPerson(projects))).toEqual([
      '01:noPlatformCode',
      '02:completionDateMissing',
      '03:datesInconsistent',
      '04:stageInconsistent',
      '05:duplicateCode',
      '06:duplicateCode',
    ]);
  });

  it('flags a project without any performance', () => {
    expect(broken(projectChecks, data({ project: [project(1)], performance: [] }))).toEqual(['01:noPerson']);
  });
});

describe('licence and other personnel', () => {
  it('flags an ended business term and a licence without scans', () => {
    const ent = { id: id(1), entName: 'x', businessTermEnd: '2026-11-23', licenseFileIds: [] } as unknown as EnterpriseRow;
    expect(broken(enterpriseChecks, data({ license: [ent] }))).toEqual(['01:termEnded', '01:noScan']);
  });

  it('flags an expired title certificate only when it has a date', () => {
    const rows = [
      { id: id(1), name: 'a', certValidTo: '2026-11-23' },
      { id: id(2), name: 'b', certValidTo: null },
      { id: id(3), name: 'c', certValidTo: TODAY },
    ];
    expect(broken(otherPersonChecks as CheckRuleSet<{ id: string }>, data({ otherPerson: rows }))).toEqual(['01:certExpired']);
  });
});

describe('personnel requirements', () => {
  const requirement: PersonnelRequirement = {
    id: 1,
    subCode: '10300101',
    gradeCode: 'class_3',
    regCategories: ['jzs1', 'jzs2'],
    regSpecialties: ['jzs_jzgc'],
    required: 2,
    assessed: true,
    citation: 'x',
    description: '建筑工程专业注册建造师不少于 2 人',
  };
  const person = { regCategory: 'jzs2', regSpecialty: 'jzs_jzgc', certValidTo: TODAY, socialInsurance: 'normal' };

  it('counts a valid registration of the right kind, insured here', () => {
    expect(meetsRequirement(person, requirement, TODAY)).toBe(true);
    expect(meetsRequirement({ ...person, certValidTo: '2026-11-23' }, requirement, TODAY)).toBe(false);
    expect(meetsRequirement({ ...person, socialInsurance: 'unpaid' }, requirement, TODAY)).toBe(false);
    expect(meetsRequirement({ ...person, regCategory: 'jzhs1' }, requirement, TODAY)).toBe(false);
    expect(meetsRequirement({ ...person, regSpecialty: 'jzs_glgc' }, requirement, TODAY)).toBe(false);
    expect(meetsRequirement({ ...person, regSpecialty: null }, { ...requirement, regSpecialties: null }, TODAY)).toBe(true);
  });

  it('fails an assessed requirement short of people, and never one no longer assessed', () => {
    expect(requirementResult([person], requirement, TODAY)).toMatchObject({ actual: 1, passed: false, message: expect.stringContaining('缺少 1 人') });
    expect(requirementResult([person, person], requirement, TODAY)).toMatchObject({ actual: 2, passed: true });
    expect(requirementResult([], { ...requirement, assessed: false }, TODAY)).toMatchObject({ actual: 0, passed: true, message: expect.stringContaining('暂不考核') });
  });
});
