import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES, type PageSize } from './table-url-state';
import type { TableUrlController } from './use-table-url-state';

/**
 * Total, page size and page buttons, all reading and writing the URL state. While the first page loads the total
 * is unknown (not 0, which would read as empty); while a new query runs it says 查询中.
 */
export function DataTablePagination({ url, total, updating = false }: { url: TableUrlController; total: number | undefined; updating?: boolean }) {
  const sizeId = useId();
  const { pageNum, pageSize } = url.state;
  const pageCount = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 text-sm">
      <span role="status">{total === undefined ? '加载中…' : updating ? `查询中…（上次共 ${total} 条）` : `共 ${total} 条`}</span>
      <span className="flex items-center gap-2">
        <label htmlFor={sizeId}>每页条数</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => url.setPageSize(Number(event.target.value) as PageSize)}
          className="h-8 rounded-md border border-input bg-card px-2"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <span aria-live="polite">
        第 {Math.min(pageNum, pageCount)} / {pageCount} 页
      </span>
      <span className="flex gap-1">
        <PageButton label="首页" disabled={pageNum <= 1} onClick={() => url.setPageNum(1)} icon={ChevronsLeft} />
        <PageButton label="上一页" disabled={pageNum <= 1} onClick={() => url.setPageNum(pageNum - 1)} icon={ChevronLeft} />
        <PageButton label="下一页" disabled={pageNum >= pageCount} onClick={() => url.setPageNum(pageNum + 1)} icon={ChevronRight} />
        <PageButton label="末页" disabled={pageNum >= pageCount} onClick={() => url.setPageNum(pageCount)} icon={ChevronsRight} />
      </span>
    </nav>
  );
}

function PageButton({ label, icon: Icon, ...props }: { label: string; icon: typeof ChevronLeft; disabled: boolean; onClick: () => void }) {
  return (
    <Button variant="outline" size="icon" aria-label={label} className="size-8" {...props}>
      <Icon aria-hidden />
    </Button>
  );
}
