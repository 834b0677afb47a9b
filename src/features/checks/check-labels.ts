import { checkRuleTitle } from '@forms/check-rule-sets';
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

/** A rule's title, or its record type and name for a rule this table does not know yet. */
export function ruleTitle(code: string): string {
  const known = checkRuleTitle(code);
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
