import type { ColumnConfig, FilterConfig } from '@/components/data-table/table-config';
import type { CheckArea, CheckFinding } from './check-areas';
import { CHECK_RULE_SETS } from '@forms/check-rule-sets';
import { LEVEL_LABELS, MARK_LABELS, RECORD_TYPE_LABELS, ruleTitle } from './check-labels';

/** A finding as the table shows and exports it. */
export type FindingRow = CheckFinding & { ruleTitle: string; recordTypeLabel: string; levelLabel: string; markLabel: string };

/** The search form: level and review mark (both filtered by the server). */
export const FINDING_FILTERS: readonly FilterConfig[] = [
  { name: 'level', label: '级别', kind: 'options', options: Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label })) },
  {
    name: 'mark',
    label: '复核',
    kind: 'options',
    options: [{ value: 'none', label: '未复核' }, ...Object.entries(MARK_LABELS).map(([value, label]) => ({ value, label }))],
  },
];

/** The URL param of the rule filter (a rule's code; none shows every rule). */
export const RULE_PARAM = 'rule';

const COLUMNS: readonly ColumnConfig[] = [
  { id: 'level', header: '级别' },
  { id: 'ruleTitle', header: '规则' },
  { id: 'recordTypeLabel', header: '记录类型' },
  { id: 'recordLabel', header: '记录' },
  { id: 'message', header: '问题说明' },
  { id: 'mark', header: '复核' },
];
const ONE_TYPE_COLUMNS = COLUMNS.filter((column) => column.id !== 'recordTypeLabel');

/** The table's columns; the record type shows only where an area's findings are of several types. Level and mark are badges. */
export function findingColumns(area: Pick<CheckArea, 'recordTypes'>): readonly ColumnConfig[] {
  return area.recordTypes.length > 1 ? COLUMNS : ONE_TYPE_COLUMNS;
}

/** The export's columns: every fact of a finding as text. */
export const FINDING_EXPORT_COLUMNS: readonly ColumnConfig[] = [
  { id: 'levelLabel', header: '级别' },
  { id: 'ruleTitle', header: '规则' },
  { id: 'recordTypeLabel', header: '记录类型' },
  { id: 'recordLabel', header: '记录' },
  { id: 'message', header: '问题说明' },
  { id: 'markLabel', header: '复核' },
  { id: 'markReason', accessor: 'mark.reason', header: '复核理由' },
  { id: 'markedBy', accessor: 'mark.markedBy', header: '复核人' },
  { id: 'markTime', accessor: 'mark.markTime', header: '复核时间', format: 'datetime' },
  { id: 'createTime', header: '发现时间', format: 'datetime' },
];

const ruleOrder = new Map(Object.values(CHECK_RULE_SETS).flatMap((set) => set.rules.map((rule) => rule.code)).map((code, index) => [code, index]));
const levelOrder = { error: 0, warning: 1 } as const;

/** Findings with their labels, errors first, then by rule (as the rules are declared) and record. */
export function findingRows(findings: readonly CheckFinding[]): FindingRow[] {
  return findings
    .map((finding) => ({
      ...finding,
      ruleTitle: ruleTitle(finding.rule),
      recordTypeLabel: RECORD_TYPE_LABELS[finding.recordType],
      levelLabel: LEVEL_LABELS[finding.level],
      markLabel: finding.mark ? MARK_LABELS[finding.mark.status] : '未复核',
    }))
    .sort(
      (a, b) =>
        levelOrder[a.level] - levelOrder[b.level] ||
        (ruleOrder.get(a.rule) ?? ruleOrder.size) - (ruleOrder.get(b.rule) ?? ruleOrder.size) ||
        a.rule.localeCompare(b.rule) ||
        a.recordLabel.localeCompare(b.recordLabel, 'zh-CN'),
    );
}

export interface RuleGroup {
  rule: string;
  title: string;
  count: number;
}

/** The rules the findings break, with how many each, in the findings' order. */
export function ruleGroups(rows: readonly FindingRow[]): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const row of rows) {
    const group = groups.get(row.rule);
    if (group) group.count += 1;
    else groups.set(row.rule, { rule: row.rule, title: row.ruleTitle, count: 1 });
  }
  return [...groups.values()];
}
