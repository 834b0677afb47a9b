import type { EnterprisePageKey } from '@forms/enterprise-pages';
import type { components } from '@openapi/schema.gen';

export type CheckRun = components['schemas']['CheckRun'];
export type CheckRunKind = CheckRun['kind'];
export type CheckScope = components['schemas']['CheckScope'];
export type CheckFinding = components['schemas']['CheckResult'];
export type CheckRecordType = CheckFinding['recordType'];
export type PersonCountResult = components['schemas']['PersonnelCountCheckResult'];

/** The operations that start a check run (each answers the run's CheckRun). */
export type RunPath = '/check/datacheck/auto' | '/check/datacheck/autoRy' | '/check/ryNum/auto';

/** What step 1 of 校验步骤 chooses from: the enterprise's registered persons or its projects. */
export interface ScopeChoice {
  /** The CheckScope list the chosen ids go in. */
  param: keyof CheckScope;
  allLabel: string;
  someLabel: string;
  /** Names what is chosen: 名人员, 个项目. */
  unit: string;
  options: 'persons' | 'projects';
}

/**
 * One check area of /qyxx/qyxxjy: its pages, the run it starts, which runs its findings and log read, and what its
 * findings are about. Pages and tables are generic; an area differs only here.
 */
export interface CheckArea {
  key: 'personnel' | 'project' | 'personCount';
  title: string;
  pages: { main: EnterprisePageKey; log: EnterprisePageKey; step?: EnterprisePageKey };
  run: RunPath;
  /** The run kinds whose latest run the main page shows (the newest of them). */
  latestKinds: readonly CheckRunKind[];
  /** The run kind 校验记录 lists. */
  logKind: CheckRunKind;
  /** The record types of the area's findings (listCheckResults `recordType`); none for the count check. */
  recordTypes: readonly CheckRecordType[];
  /** What a run counts: 记录数, 资质项数. */
  totalLabel: string;
  scope?: ScopeChoice;
}

export const PERSONNEL_CHECK: CheckArea = {
  key: 'personnel',
  title: '人员业绩校验',
  pages: { main: 'performanceCheck', log: 'performanceCheckLog', step: 'performanceCheckStep' },
  run: '/check/datacheck/autoRy',
  latestKinds: ['personnel', 'all'],
  logKind: 'personnel',
  recordTypes: ['registeredPerson', 'otherPerson', 'performance'],
  totalLabel: '记录数',
  scope: { param: 'personIds', allLabel: '全部人员', someLabel: '选择注册人员', unit: '名人员', options: 'persons' },
};

export const PROJECT_CHECK: CheckArea = {
  key: 'project',
  title: '项目校验',
  pages: { main: 'projectCheck', log: 'projectCheckLog', step: 'projectCheckStep' },
  run: '/check/datacheck/auto',
  latestKinds: ['all'],
  logKind: 'all',
  recordTypes: ['project'],
  totalLabel: '记录数',
  scope: { param: 'projectIds', allLabel: '全部项目', someLabel: '选择项目', unit: '个项目', options: 'projects' },
};

export const PERSON_COUNT_CHECK: CheckArea = {
  key: 'personCount',
  title: '人员数量校验',
  pages: { main: 'personCountCheck', log: 'personCountCheckLog' },
  run: '/check/ryNum/auto',
  latestKinds: ['personnelCount'],
  logKind: 'personnelCount',
  recordTypes: [],
  totalLabel: '资质项数',
};

export const CHECK_AREAS: readonly CheckArea[] = [PERSONNEL_CHECK, PROJECT_CHECK, PERSON_COUNT_CHECK];

/** Shown when a run answers 409 (another run of the enterprise is under way). */
export const CHECK_BUSY = '已有核查正在进行，请稍后再试';
