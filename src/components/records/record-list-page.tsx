import { Plus } from 'lucide-react';
import { useMemo, useRef } from 'react';
import type { RecordUiConfig } from '@forms/record-ui';
import { DataTable } from '@/components/data-table/data-table';
import { SearchForm } from '@/components/data-table/search-form';
import { Button } from '@/components/ui/button';
import type { RecordRow } from './api/record-api';
import { labelledRows } from './record-values';
import { focusHeading } from './use-focus-heading';
import { useRecordList } from './use-record-list';
import type { RecordView } from './use-record-view';
import { RowDeleteButton } from './row-delete-button';

interface RecordListPageProps {
  config: RecordUiConfig;
  title: string;
  onOpen: (view: RecordView) => void;
}

/**
 * A record type's list: search form, 新增, the server-side table with 查看/编辑/删除, bulk delete and export.
 * 新增, 编辑 and 删除 show only when the record type has the operation.
 */
export function RecordListPage({ config, title, onOpen }: RecordListPageProps) {
  const { filters, list, deleteRecords, exportAll } = useRecordList(config);
  const rows = useMemo(() => labelledRows(config.columns, list.data?.rows ?? []), [config.columns, list.data]);
  const { create, update, delete: remove } = config.operations;
  const section = useRef<HTMLElement>(null);
  // The deleted rows' buttons (and the disabled 批量删除) cannot keep focus; the list's heading takes it.
  // (The confirm dialog traps focus until it closes, so this runs once the rows are deleted.)
  const deleteAndRefocus = async (ids: readonly string[]) => {
    try {
      await deleteRecords(ids);
    } finally {
      focusHeading(section.current);
    }
  };
  return (
    <section ref={section} aria-labelledby="record-list-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="record-list-title" className="text-xl font-semibold">
          {title}
        </h1>
        {create ? (
          <Button onClick={() => onOpen({ mode: 'create' })}>
            <Plus aria-hidden />
            新增
          </Button>
        ) : null}
      </div>
      <SearchForm filters={filters} />
      <DataTable<RecordRow>
        caption={title}
        storageKey={`record-${config.key}`}
        columns={config.columns}
        rows={rows}
        total={list.data?.total ?? 0}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        rowId={(row) => row.id}
        rowLabel={(row) => config.title(row)}
        onDeleteSelected={remove ? deleteAndRefocus : undefined}
        onExport={exportAll}
        renderRowActions={(row) => (
          <div className="flex flex-wrap gap-1">
            <Button variant="link" size="sm" className="h-auto px-1" aria-label={`查看 ${config.title(row)}`} onClick={() => onOpen({ mode: 'detail', id: row.id })}>
              查看
            </Button>
            {update ? (
              <Button variant="link" size="sm" className="h-auto px-1" aria-label={`编辑 ${config.title(row)}`} onClick={() => onOpen({ mode: 'edit', id: row.id })}>
                编辑
              </Button>
            ) : null}
            {remove ? <RowDeleteButton name={config.title(row)} onConfirm={() => void deleteAndRefocus([row.id])} /> : null}
          </div>
        )}
      />
    </section>
  );
}
