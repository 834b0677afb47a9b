import { useState } from 'react';
import type { SingleRecordOperations } from '@forms/single-record-ui';
import { Button } from '@/components/ui/button';
import { formatCellValue } from '@/components/data-table/format-cell';
import { useChangelogQuery } from './api/single-record-api';

const PAGE_SIZE = 10;
const ACTION_LABELS: Record<string, string> = { create: '新增', edit: '修改', update: '更新' };

/** A record's change history, newest first: when, who, which field, from what, to what; paged by 10. */
export function ChangelogTable({ operations }: { operations: SingleRecordOperations }) {
  const [pageNum, setPageNum] = useState(1);
  const changelogs = useChangelogQuery(operations, { pageNum, pageSize: PAGE_SIZE });
  const rows = changelogs.data?.rows ?? [];
  const total = changelogs.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-labelledby="changelog-title" className="grid min-w-0 gap-2 rounded-md border bg-card p-4">
      <h2 id="changelog-title" className="font-semibold">
        变更记录
      </h2>
      {changelogs.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          加载中…
        </p>
      ) : changelogs.error ? (
        <div role="alert" className="flex items-center gap-2 text-sm text-destructive">
          变更记录加载失败
          <Button variant="outline" size="sm" onClick={() => void changelogs.refetch()}>
            重试
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">暂无变更记录</p>
      ) : (
        // Wider than a phone screen and without focusable cells: focusable so the keyboard can scroll it.
        <div role="region" aria-label="变更记录列表" tabIndex={0} className="overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">变更记录</caption>
            <thead>
              <tr className="border-b text-left">
                {['时间', '操作人', '方式', '字段', '修改前', '修改后'].map((header) => (
                  <th key={header} scope="col" className="px-2 py-1.5 font-medium">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b align-top last:border-0">
                  <td className="px-2 py-1.5 whitespace-nowrap">{formatCellValue(row.createTime, 'datetime')}</td>
                  <td className="px-2 py-1.5">{row.operator}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{ACTION_LABELS[row.action] ?? row.action}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">{row.fieldLabel}</td>
                  <td className="max-w-[16rem] px-2 py-1.5 break-words text-muted-foreground">{row.oldValue ?? '（空）'}</td>
                  <td className="max-w-[16rem] px-2 py-1.5 break-words">{row.newValue ?? '（空）'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > PAGE_SIZE ? (
        <nav aria-label="变更记录分页" className="flex items-center justify-end gap-2 text-sm">
          <span>
            第 {pageNum} / {pages} 页，共 {total} 条
          </span>
          <Button variant="outline" size="sm" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            上一页
          </Button>
          <Button variant="outline" size="sm" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            下一页
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
