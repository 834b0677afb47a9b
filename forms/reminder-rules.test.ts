import { describe, expect, it } from 'vitest';
import { certificateReminders, type CertificateRow } from './certificate.rules.ts';
import { enterpriseReminders, type EnterpriseRow } from './enterprise.rules.ts';
import { otherPersonReminders, type OtherPersonRow } from './other-person.rules.ts';
import { performanceReminders, type PerformanceRow } from './performance.rules.ts';
import { projectReminders, type ProjectRow } from './project.rules.ts';
import { registeredPersonReminders, type RegisteredPersonRow } from './registered-person.rules.ts';
import { addYears, daysBetween, fillTemplate, findReminders, type ReminderRuleSet } from './reminder-rules.ts';

const TODAY = '2026-11-24';
const ID = '3f2a6c1e-9b7d-4e2f-8a1b-0c9d8e7f6a5b';

/** `TODAY` moved by `days`. */
function inDays(days: number, from = TODAY): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What one rule of a set finds on one record today: `threshold/level`, or null. */
function hitOf<R extends { id: string }>(set: ReminderRuleSet<R>, code: string, record: R, today = TODAY): string | null {
  const found = findReminders({ ...set, rules: set.rules.filter((rule) => rule.code === code) }, [record], { today });
  return found[0] ? `${found[0].threshold}/${found[0].level}` : null;
}

describe('helpers', () => {
  it('counts days across months and leap years', () => {
    expect(daysBetween('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysBetween('2026-11-24', '2027-03-01')).toBe(97);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-23')).toBe(-1);
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(addYears('2000-02-29', 60)).toBe('2060-02-29');
    expect(addYears('2000-02-29', 61)).toBe('2061-02-28');
    expect(addYears('1966-11-24', 60)).toBe('2026-11-24');
  });

  it('fills known placeholders and blanks unknown ones', () => {
    expect(fillTemplate('{a} 与 {b}{c}', { a: 1, b: '二', c: null })).toBe('1 与 二');
  });
});

describe('registered personnel', () => {
  const person: RegisteredPersonRow = {
    id: ID,
    name: '张三',
    idCard: '110105196611240016',
    gender: '男',
    birthDate: '1980-01-01',
    regCategory: 'jzs1',
    regSpecialty: 'jzs_jzgc',
    regNo: '京1110102012345678',
    certValidFrom: '2022-01-01',
    certValidTo: inDays(400),
    socialInsurance: 'normal',
    phone: null,
  };
  const expiry = (days: number) => hitOf(registeredPersonReminders, 'registeredPerson.certExpiring', { ...person, certValidTo: inDays(days) });

  it.each([
    [91, null],
    [90, 'd90/warning'],
    [89, 'd90/warning'],
    [61, 'd90/warning'],
    [60, 'd60/warning'],
    [31, 'd60/warning'],
    [30, 'd30/warning'],
    [8, 'd30/warning'],
    [7, 'd7/warning'],
    [0, 'd7/warning'],
    [-1, 'expired/danger'],
  ])('certificate %i days away: %s', (days, expected) => {
    expect(expiry(days)).toBe(expected);
  });

  it('fills the expiry texts and links to the field in the form', () => {
    const [found] = findReminders(registeredPersonReminders, [{ ...person, certValidTo: inDays(20) }], { today: TODAY });
    expect(found).toMatchObject({
      type: 'zcry',
      rule: 'registeredPerson.certExpiring',
      recordId: ID,
      title: `张三 的注册证书将于 ${inDays(20)} 到期`,
      content: `张三 的注册证书（编号 京1110102012345678）将于 ${inDays(20)} 到期，剩余 20 天。`,
      dueDate: inDays(20),
      link: `/qyxx/zcry/ryxx?mode=edit&id=${ID}&focus=certValidTo`,
    });
    const [expired] = findReminders(registeredPersonReminders, [{ ...person, certValidTo: inDays(-3) }], { today: TODAY });
    expect(expired!.title).toBe('张三 的注册证书已过期');
    expect(expired!.content).toContain('已过期 3 天');
  });

  it.each([
    ['1966-11-25', null],
    ['1966-11-24', 'age60/warning'],
    ['1961-11-25', 'age60/warning'],
    ['1961-11-24', 'age65/danger'],
  ])('born %s: %s', (birthDate, expected) => {
    expect(hitOf(registeredPersonReminders, 'registeredPerson.age', { ...person, birthDate })).toBe(expected);
  });

  it.each([
    ['normal', null],
    ['retired_rehired', null],
    ['unpaid', 'state/warning'],
    ['interrupted', 'state/warning'],
  ])('social insurance %s: %s', (socialInsurance, expected) => {
    expect(hitOf(registeredPersonReminders, 'registeredPerson.socialInsurance', { ...person, socialInsurance })).toBe(expected);
  });

  it('reminds a constructor without a specialty, not an architect', () => {
    const rule = 'registeredPerson.constructorSpecialty';
    expect(hitOf(registeredPersonReminders, rule, { ...person, regSpecialty: null })).toBe('state/warning');
    expect(hitOf(registeredPersonReminders, rule, { ...person, regCategory: 'jzs2', regSpecialty: '' })).toBe('state/warning');
    expect(hitOf(registeredPersonReminders, rule, person)).toBeNull();
    expect(hitOf(registeredPersonReminders, rule, { ...person, regCategory: 'jzhs1', regSpecialty: null })).toBeNull();
  });
});

describe('qualification certificates', () => {
  const cert: CertificateRow = { id: ID, certNo: 'D211000001', certType: 'jzy', issueAuthority: '北京市住房和城乡建设委员会', issueDate: '2021-01-01', expiryDate: inDays(500) };
  const expiry = (days: number, certType = 'jzy') => hitOf(certificateReminders, 'certificate.expiring', { ...cert, certType, expiryDate: inDays(days) });

  it.each([
    [121, null],
    [120, 'd120/warning'],
    [91, 'd120/warning'],
    [90, 'd90/warning'],
    [31, 'd90/warning'],
    [30, 'd30/warning'],
    [0, 'd30/warning'],
    [-1, 'expired/danger'],
  ])('certificate %i days away: %s', (days, expected) => {
    expect(expiry(days)).toBe(expected);
  });

  it('reminds the 安全生产许可证 the same way, by its name', () => {
    expect(expiry(100, 'aqsc')).toBe('d120/warning');
    const [found] = findReminders(certificateReminders, [{ ...cert, certType: 'aqsc', expiryDate: inDays(100) }], { today: TODAY });
    expect(found!.title).toBe(`安全生产许可证 D211000001 将于 ${inDays(100)} 到期`);
  });
});

describe('business licence', () => {
  const ent: EnterpriseRow = {
    id: ID,
    entName: '北京示例建设有限公司',
    creditCode: '91110000MA01ABCD1M',
    legalPerson: '李四',
    regCapital: 5000,
    establishDate: '2010-01-01',
    businessTermStart: '2010-01-01',
    businessTermEnd: null,
    address: '北京市朝阳区',
    businessScope: '施工总承包',
    regAuthority: '北京市市场监督管理局',
    entType: 'llc',
    prov: '110000',
    city: '110100',
  };

  it.each([
    [91, null],
    [90, 'd90/warning'],
    [31, 'd90/warning'],
    [30, 'd30/warning'],
    [0, 'd30/warning'],
    [-1, 'expired/danger'],
  ])('business term ending in %i days: %s', (days, expected) => {
    expect(hitOf(enterpriseReminders, 'enterprise.businessTermEnding', { ...ent, businessTermEnd: inDays(days) })).toBe(expected);
  });

  it('does not remind a licence without an end of term (长期)', () => {
    expect(hitOf(enterpriseReminders, 'enterprise.businessTermEnding', ent)).toBeNull();
  });

  it.each([
    ['2026-12-31', null],
    ['2027-01-01', 'report2026/info'],
    ['2027-06-30', 'report2026/info'],
    ['2027-07-01', null],
  ])('annual report on %s: %s', (today, expected) => {
    expect(hitOf(enterpriseReminders, 'enterprise.annualReport', ent, today)).toBe(expected);
  });

  it('links the licence form without an id', () => {
    const [found] = findReminders(enterpriseReminders, [{ ...ent, businessTermEnd: inDays(10) }], { today: TODAY });
    expect(found!.link).toBe('/qyxx/yyzz/yyzzxx?mode=edit&focus=businessTermEnd');
  });
});

describe('other personnel', () => {
  const person: OtherPersonRow = { id: ID, personKind: 'technical', name: '王五', idCard: '110105198001010018', title: 'senior', certValidTo: null };

  it.each([
    [91, null],
    [90, 'd90/warning'],
    [30, 'd30/warning'],
    [0, 'd30/warning'],
    [-1, 'expired/danger'],
  ])('certificate %i days away: %s', (days, expected) => {
    expect(hitOf(otherPersonReminders, 'otherPerson.certExpiring', { ...person, certValidTo: inDays(days) })).toBe(expected);
  });

  it('does not remind a record without a certificate date', () => {
    expect(findReminders(otherPersonReminders, [person], { today: TODAY })).toEqual([]);
  });
});

describe('supervision-platform projects', () => {
  const project: ProjectRow = {
    id: ID,
    projectName: '示例住宅楼工程',
    projectCode: '1101012026110001',
    projectType: 'building',
    prov: '110000',
    city: '110100',
    contractAmount: 1200,
    startDate: '2025-01-01',
    completionDate: null,
    entRole: 'general_contractor',
    stage: 'in_progress',
    plannedCompletionDate: inDays(30),
  };

  it('reminds a project without a platform code', () => {
    expect(hitOf(projectReminders, 'project.noPlatformCode', { ...project, projectCode: null })).toBe('state/warning');
    expect(hitOf(projectReminders, 'project.noPlatformCode', { ...project, projectCode: '' })).toBe('state/warning');
    expect(hitOf(projectReminders, 'project.noPlatformCode', project)).toBeNull();
  });

  it('reminds a finished project without a completion date', () => {
    const rule = 'project.completedWithoutDate';
    expect(hitOf(projectReminders, rule, { ...project, stage: 'completed' })).toBe('state/warning');
    expect(hitOf(projectReminders, rule, { ...project, stage: 'accepted' })).toBe('state/warning');
    expect(hitOf(projectReminders, rule, { ...project, stage: 'completed', completionDate: '2026-10-01' })).toBeNull();
    expect(hitOf(projectReminders, rule, project)).toBeNull();
  });

  it.each([
    [1, null],
    [0, null],
    [-1, 'state/warning'],
  ])('planned completion %i days away while 在建: %s', (days, expected) => {
    expect(hitOf(projectReminders, 'project.overdue', { ...project, plannedCompletionDate: inDays(days) })).toBe(expected);
  });

  it('does not remind a suspended project past its planned completion', () => {
    expect(hitOf(projectReminders, 'project.overdue', { ...project, stage: 'suspended', plannedCompletionDate: inDays(-10) })).toBeNull();
  });
});

describe('personnel performance', () => {
  const row: PerformanceRow = {
    id: ID,
    personId: ID,
    projectId: ID,
    role: 'project_manager',
    periodStart: '2024-01-01',
    periodEnd: '2025-06-30',
    person: { name: '张三', certValidFrom: '2023-01-01', certValidTo: '2027-12-31' },
    project: { projectName: '示例住宅楼工程', startDate: '2023-12-01', completionDate: '2025-06-30' },
  };
  const registration = (changes: Partial<PerformanceRow>) => hitOf(performanceReminders, 'performance.outsideRegistration', { ...row, ...changes });
  const projectDates = (changes: Partial<PerformanceRow>) => hitOf(performanceReminders, 'performance.outsideProject', { ...row, ...changes });

  it('reminds a period outside the registration, to the day', () => {
    expect(registration({})).toBeNull();
    expect(registration({ periodStart: '2023-01-01' })).toBeNull();
    expect(registration({ periodStart: '2022-12-31' })).toBe('state/danger');
    expect(registration({ periodEnd: '2027-12-31' })).toBeNull();
    expect(registration({ periodEnd: '2028-01-01' })).toBe('state/danger');
  });

  it('runs an open period to today', () => {
    const person = { name: '张三', certValidFrom: '2023-01-01', certValidTo: inDays(-1) };
    expect(registration({ periodEnd: null, person })).toBe('state/danger');
    expect(registration({ periodEnd: null, person: { ...person, certValidTo: TODAY } })).toBeNull();
  });

  it('reminds a period outside the project dates, to the day', () => {
    expect(projectDates({})).toBeNull();
    expect(projectDates({ periodStart: '2023-11-30' })).toBe('state/warning');
    expect(projectDates({ periodEnd: '2025-07-01' })).toBe('state/warning');
    expect(projectDates({ periodEnd: '2030-01-01', project: { projectName: 'x', startDate: '2023-12-01', completionDate: null } })).toBeNull();
  });

  it('fills the period and registration into the texts', () => {
    const [found] = findReminders(performanceReminders, [{ ...row, periodStart: '2022-06-01' }], { today: TODAY });
    expect(found!.title).toBe('张三 · 示例住宅楼工程：业绩期间超出注册有效期');
    expect(found!.content).toContain('2022-06-01 至 2025-06-30');
    expect(found!.content).toContain('（2023-01-01 至 2027-12-31）');
  });

  it.each([
    ['2021-11-24', null],
    ['2021-11-23', 'state/info'],
  ])('performance ending %s is too old: %s', (periodEnd, expected) => {
    expect(hitOf(performanceReminders, 'performance.tooOld', { ...row, periodEnd, periodStart: '2020-01-01' })).toBe(expected);
  });
});
