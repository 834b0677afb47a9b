import { useEffect, useRef } from 'react';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { useTableUrlState } from '@/components/data-table/use-table-url-state';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useHandleCertificateMessage, useReadMessage } from '../api/message-actions';
import { useMessageList } from '../api/message-list';
import type { HandledState, Message, MessageTab } from '../message-tabs';
import { MessageItem } from './message-item';

/** A tab's messages as a list (it reads better than a table at 360 px), with paging in the URL. */
export function MessageList({ tab, handledState }: { tab: MessageTab; handledState: HandledState }) {
  const url = useTableUrlState();
  const { pageNum, pageSize } = url.state;
  const list = useMessageList(tab, handledState, { pageNum, pageSize });
  const read = useReadMessage();
  const handle = useHandleCertificateMessage();
  // One read call per message, however quickly it is opened again.
  const reading = useRef(new Set<string>());
  const rows = list.data?.rows ?? [];
  const total = list.data?.total;

  const pageCount = Math.max(1, Math.ceil((total ?? 0) / pageSize));
  const pastEnd = !list.isPlaceholderData && total !== undefined && pageNum > pageCount;
  useEffect(() => {
    if (pastEnd) url.setPageNum(pageCount, { replace: true });
  }, [pastEnd, pageCount, url]);

  const onRead = (message: Message) => {
    if (reading.current.has(message.id)) return;
    reading.current.add(message.id);
    read.mutate(message, { onError: () => reading.current.delete(message.id) });
  };
  const onHandle = (message: Message) =>
    handle.mutate(message, { onSuccess: () => toast.success('已标记为已处理', { id: `handled-${message.id}` }) });

  if (list.error && !list.data) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-lg border bg-card p-8 text-center">
        <p className="text-destructive">{list.error instanceof Error && list.error.message ? list.error.message : '加载失败'}</p>
        <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {list.isPending ? (
        <p role="status" className="rounded-lg border bg-card p-8 text-center text-muted-foreground">
          加载中…
        </p>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed bg-card p-8 text-center text-muted-foreground">暂无消息</p>
      ) : (
        <ul aria-label={tab.label} aria-busy={list.isFetching || undefined} className="grid gap-2">
          {rows.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onRead={onRead}
              onHandle={onHandle}
              handling={handle.isPending && handle.variables?.id === message.id}
            />
          ))}
        </ul>
      )}
      {total ? <DataTablePagination url={url} total={total} updating={list.isPlaceholderData && list.isFetching} /> : null}
    </div>
  );
}
