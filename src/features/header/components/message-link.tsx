import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session-store';

/** The badge text for a count (unread messages, reminders): nothing at 0, 99+ above 99. */
export function countBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The message icon linking to /userMessage, with the unread count as a badge and in its name. */
export function MessageLink() {
  const unread = useSession((state) => state.unreadMessage);
  const badge = countBadgeText(unread);
  return (
    <Link
      to={paths.userMessages.getHref()}
      // The visible badge text stands alone in the name (WCAG 2.5.3 label in name): 消息 99+ 条未读.
      aria-label={badge ? `消息 ${badge} 条未读` : '消息'}
      className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-md text-header-foreground/90 transition-colors hover:bg-white/10 hover:text-header-foreground focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
    >
      <Bell aria-hidden="true" className="size-5" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 min-w-[1.125rem] rounded-full bg-destructive px-1 text-center text-[11px] leading-[1.125rem] font-semibold text-destructive-foreground ring-2 ring-header"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
