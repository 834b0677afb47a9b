import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { exportRowsToXlsx } from '@/components/data-table/export-xlsx';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { useCheckFindings, type FindingsFilter } from './api/check-findings';
import type { CheckArea } from './check-areas';
import { FINDING_EXPORT_COLUMNS, FINDING_FILTERS, findingRows, RULE_PARAM, ruleGroups } from './finding-table';

/**
 * The headless side of a findings table: a run's findings for the area (level and mark from the URL's search form),
 * counted by rule, narrowed to the rule in the URL (`?rule=`), and the page of them the URL asks for. The findings
 * come whole (see useCheckFindings), so paging here is local while the table's URL state stays the usual one.
 */
export function useFindingsTable(area: CheckArea, runId: string | undefined) {
  const { state } = useTableUrlState({ filters: FINDING_FILTERS });
  const [params, setParams] = useSearchParams();
  const filter: FindingsFilter = {
    runId,
    recordTypes: area.recordTypes,
    level: state.filters.level as FindingsFilter['level'],
    mark: state.filters.mark as FindingsFilter['mark'],
  };
  const findings = useCheckFindings(filter);
  const { rows: found } = findings;
  const all = useMemo(() => findingRows(found), [found]);
  const groups = useMemo(() => ruleGroups(all), [all]);
  const rule = params.get(RULE_PARAM) ?? '';
  const shown = useMemo(() => (rule ? all.filter((row) => row.rule === rule) : all), [all, rule]);
  const start = (state.pageNum - 1) * state.pageSize;
  const pageRows = useMemo(() => shown.slice(start, start + state.pageSize), [shown, start, state.pageSize]);

  const setRule = (next: string) =>
    setParams((current) => {
      const result = new URLSearchParams(current);
      result.delete('pageNum');
      if (next) result.set(RULE_PARAM, next);
      else result.delete(RULE_PARAM);
      return result;
    });
  const exportAll = () => exportRowsToXlsx(`${area.title}结果.xlsx`, FINDING_EXPORT_COLUMNS, shown);

  return { findings, total: all.length, groups, rule, setRule, rows: pageRows, shownTotal: shown.length, exportAll };
}
