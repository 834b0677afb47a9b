import { ConfirmAction } from '@/components/confirm-action';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useReadAllMessages } from '../api/message-actions';

/** 全部标记已读, after confirming; disabled while nothing is unread. */
export function MarkAllRead({ unread }: { unread: number | undefined }) {
  const readAll = useReadAllMessages();
  const mark = () => readAll.mutate(undefined, { onSuccess: () => toast.success('已将全部消息标记为已读', { id: 'messages-all-read' }) });
  return (
    <ConfirmAction
      trigger={
        <Button variant="outline" size="sm" disabled={unread === 0 || readAll.isPending}>
          {readAll.isPending ? '标记中…' : '全部标记已读'}
        </Button>
      }
      title="全部标记已读"
      description={`确定将全部${unread ? ` ${unread} 条` : ''}未读消息标记为已读吗？`}
      onConfirm={mark}
    />
  );
}
