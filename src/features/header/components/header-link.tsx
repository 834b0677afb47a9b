import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/stores/session-store';
import { useIsVip } from '@/lib/permissions/vip';
import { VipBadge } from '@/components/permissions/vip-badge';
import { isChildActive } from '../active-path';
import type { NavLinkItem } from '../nav-items';
import { countBadgeText } from './message-link';

interface HeaderLinkProps {
  item: NavLinkItem;
  className: string;
  onNavigate?: () => void;
}

function ReminderCount() {
  const badge = countBadgeText(useSession((state) => state.reminderCount));
  if (!badge) return null;
  return (
    <span className="ml-auto rounded-full bg-destructive px-1.5 text-xs leading-5 text-destructive-foreground">
      {badge}
      <span className="sr-only"> 条提醒</span>
    </span>
  );
}

/**
 * A header link. Member-only entries (`vip`) carry the VIP badge and lead users without member_level_2 to
 * /memberCenter (spec §6); the current page's link has aria-current="page".
 */
export function HeaderLink({ item, className, onNavigate }: HeaderLinkProps) {
  const { pathname } = useLocation();
  const hasVip = useIsVip();
  const locked = Boolean(item.vip) && !hasVip;
  const active = !locked && isChildActive(pathname, item);

  const content = (
    <>
      {item.label}
      {item.vip ? <VipBadge /> : null}
      {item.showsReminders ? <ReminderCount /> : null}
    </>
  );

  if (item.newTab && !locked) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={locked ? paths.memberCenter.getHref() : item.href}
      aria-current={active ? 'page' : undefined}
      title={locked ? '会员专享，开通会员后使用' : undefined}
      className={className}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
