import type { CheckArea, CheckFinding, CheckRecordType, CheckRun, CheckScope } from './check-areas';

export const LEVEL_LABELS: Record<CheckFinding['level'], string> = { error: '错误', warning: '警告' };

export type MarkStatus = NonNullable<CheckFinding['mark']>['status'];

export const MARK_LABELS: Record<MarkStatus, string> = { verified: '已核实', ignored: '已忽略' };

export const RECORD_TYPE_LABELS: Record<CheckRecordType, string> = {
  license: '营业执照',
  certificate: '资质证书',
  certificateItem: '资质项',
  registeredPerson: '注册人员',
  otherPerson: '其他人员',
  project: '监管平台项目',
  performance: '人员业绩',
};

/**
 * What each check rule (forms/<type>.rules.ts `…Checks`, code `recordType.name`) is about, for the rule filter and
 * the export. A rule missing here still shows, by its record type and name; check-labels.test.ts lists the rules.
 */
export const RULE_TITLES: Readonly<Record<string, string>> = {
  'license.termEnded': '营业期限届满',
  'license.noScan': '营业执照未上传扫描件',
  'certificate.expired': '资质证书已过期',
  'certificate.expiringSoon': '资质证书即将到期',
  'certificateItem.unknownStandard': '资质项不在现行资质标准中',
  'certificateItem.duplicate': '资质项重复登记',
  'registeredPerson.certExpired': '注册证书已过期',
  'registeredPerson.notInsuredHere': '社保不在本单位缴纳',
  'registeredPerson.constructorSpecialty': '注册建造师未填写专业',
  'registeredPerson.registeredElsewhere': '在其他企业重复注册',
  'otherPerson.certExpired': '职称或岗位证书已过期',
  'performance.certInvalidDuringPeriod': '任职期间注册证书无效',
  'performance.periodOutsideProject': '任职期间超出项目工期',
  'performance.periodOverlap': '项目负责人任职期间重叠',
  'performance.personNotInsured': '业绩人员社保不在本单位',
  'project.noPlatformCode': '没有监管平台项目编号',
  'project.missingFields': '缺少监管平台要求的信息',
  'project.completionDateMissing': '竣工但没有竣工日期',
  'project.datesInconsistent': '日期前后矛盾',
  'project.stageInconsistent': '项目状态与日期不符',
  'project.noPerson': '没有关联人员业绩',
  'project.duplicateCode': '项目编号重复',
};

/** A rule's title, or its record type and name for a rule this table does not know yet. */
export function ruleTitle(code: string): string {
  const known = RULE_TITLES[code];
  if (known) return known;
  const [type = '', name = code] = code.split('.', 2);
  const typeLabel = RECORD_TYPE_LABELS[type as CheckRecordType];
  return typeLabel ? `${typeLabel}：${name}` : code;
}

/**
 * A run's scope in words.
 *
 * @example scopeText({ personIds: ['a', 'b'] }) // '2 名人员'
 */
export function scopeText(scope: CheckScope | null | undefined): string {
  const parts = [
    scope?.personIds?.length ? `${scope.personIds.length} 名人员` : '',
    scope?.projectIds?.length ? `${scope.projectIds.length} 个项目` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('、') : '全部';
}

/** @example diffText({ added: 3, resolved: 1 }) // '新增 3 / 已解决 1' */
export function diffText(run: Pick<CheckRun, 'added' | 'resolved'>): string {
  return `新增 ${run.added} / 已解决 ${run.resolved}`;
}

/** @example problemsText({ errors: 2, warnings: 5 }) // '2 / 5' */
export function problemsText(run: Pick<CheckRun, 'errors' | 'warnings'>): string {
  return `${run.errors} / ${run.warnings}`;
}

/**
 * How long a run took.
 *
 * @example durationText(350) // '350 毫秒'
 * @example durationText(1250) // '1.3 秒'
 */
export function durationText(ms: number): string {
  if (ms < 1000) return `${ms} 毫秒`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} 秒`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}

/** The one-line outcome of a run, for the status line after 一键校验 and the latest-run summary. */
export function runSummary(area: Pick<CheckArea, 'key' | 'totalLabel'>, run: Pick<CheckRun, 'total' | 'passed' | 'errors' | 'warnings' | 'failed'>): string {
  if (area.key === 'personCount') return `${area.totalLabel} ${run.total}，满足 ${run.passed}，不足 ${run.failed}`;
  return `${area.totalLabel} ${run.total}，通过 ${run.passed}，问题 ${run.errors + run.warnings} 个（错误 ${run.errors}，警告 ${run.warnings}）`;
}
