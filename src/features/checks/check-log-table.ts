import type { ColumnConfig } from '@/components/data-table/table-config';
import type { CheckArea } from './check-areas';

/** 校验记录's columns; scope, problems, the comparison and the duration are drawn by the page. */
export function checkLogColumns(area: Pick<CheckArea, 'key'>): readonly ColumnConfig[] {
  return area.key === 'personCount' ? COUNT_COLUMNS : FINDING_COLUMNS;
}

const head: readonly ColumnConfig[] = [
  { id: 'startedAt', header: '时间', format: 'datetime' },
  { id: 'startedBy', header: '发起人' },
  { id: 'scope', header: '范围' },
];
const tail: readonly ColumnConfig[] = [
  { id: 'diff', header: '与上次相比' },
  { id: 'durationMs', header: '耗时' },
];

const FINDING_COLUMNS: readonly ColumnConfig[] = [
  ...head,
  { id: 'total', header: '记录数' },
  { id: 'passed', header: '通过' },
  { id: 'problems', header: '问题（错误/警告）' },
  ...tail,
];

const COUNT_COLUMNS: readonly ColumnConfig[] = [
  ...head,
  { id: 'total', header: '资质项数' },
  { id: 'passed', header: '满足' },
  { id: 'failed', header: '不足' },
  ...tail,
];
