import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { MESSAGE_TYPE_LABELS, type Message } from '../message-tabs';
import { sitePath } from '../site-path';

interface MessageItemProps {
  message: Message;
  /** Called when the message is opened while unread. */
  onRead(message: Message): void;
  onHandle(message: Message): void;
  handling: boolean;
}

/**
 * One message of a list: its title opens it (full content and 去处理, the page where its matter is handled) and
 * marks it read; read state, kind, time and, for certificate messages, 待处理 / 已处理 with 标记已处理.
 */
export function MessageItem({ message, onRead, onHandle, handling }: MessageItemProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const link = sitePath(message.link);
  const toggle = () => {
    setOpen(!open);
    if (!open && !message.isRead) onRead(message);
  };
  return (
    <li className={cn('grid gap-2 rounded-lg border bg-card p-3 sm:p-4', !message.isRead && 'border-primary/40 bg-primary/5')}>
      <h3 className="flex min-w-0 items-start gap-2 text-base leading-snug">
        {message.isRead ? null : <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-destructive" />}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={toggle}
          className={cn('min-w-0 text-left break-words hover:text-primary focus-visible:outline-2 focus-visible:outline-ring', message.isRead ? 'font-normal' : 'font-semibold')}
        >
          {message.title}
        </button>
      </h3>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <Badge variant={message.isRead ? 'outline' : 'destructive'}>{message.isRead ? '已读' : '未读'}</Badge>
        {message.isHandled === null ? null : <Badge variant={message.isHandled ? 'secondary' : 'outline'}>{message.isHandled ? '已处理' : '待处理'}</Badge>}
        <span>{MESSAGE_TYPE_LABELS[message.type]}</span>
        <time dateTime={message.createTime}>{formatDateTime(message.createTime)}</time>
      </p>
      <p id={bodyId} className={cn('text-sm break-words text-foreground/80', open ? 'whitespace-pre-line' : 'line-clamp-2')}>
        {message.content}
      </p>
      {(open && link) || message.isHandled === false ? (
        <div className="flex flex-wrap gap-2">
          {open && link ? (
            <Button asChild size="sm">
              <Link to={link}>去处理</Link>
            </Button>
          ) : null}
          {message.isHandled === false ? (
            <Button size="sm" variant="outline" disabled={handling} onClick={() => onHandle(message)}>
              {handling ? '处理中…' : '标记已处理'}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
