import type { RecordUiConfig } from '@forms/record-ui';
import { exportRowsToXlsx } from '@/components/data-table/export-xlsx';
import { toListQuery } from '@/components/data-table/table-url-state';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { toast } from '@/lib/toast';
import { fetchAllRecords, useRecordListQuery, useRecordMutations } from './api/record-api';
import { labelledRows } from './record-values';

/** The headless list controller of a record type: URL state, the page query, delete and export. */
export function useRecordList(config: RecordUiConfig) {
  const { filters } = config;
  const { state } = useTableUrlState({ filters });
  const query = toListQuery(state);
  const list = useRecordListQuery(config.operations, query);
  const { remove } = useRecordMutations(config.operations);

  const deleteRecords = async (ids: readonly string[]) => {
    await remove.mutateAsync(ids);
    toast.success('删除成功');
  };
  const exportAll = async () => {
    const { pageNum: _pageNum, pageSize: _pageSize, ...filterQuery } = query;
    const rows = await fetchAllRecords(config.operations, filterQuery);
    await exportRowsToXlsx(`${config.noun}.xlsx`, config.columns, labelledRows(config.columns, rows));
  };
  return { filters, list, deleteRecords, exportAll };
}
