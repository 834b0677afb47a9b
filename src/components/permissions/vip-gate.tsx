import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useIsVip } from '@/lib/permissions/vip';
import { VipBadge } from '@/components/permissions/vip-badge';
import { cn } from '@/lib/cn';

interface VipGateProps {
  /** The gated link or button. */
  children: ReactNode;
  /** The item is open to everyone: the badge still shows, but there is no redirect (spec §6 'free'). */
  free?: boolean;
  /** Show the VIP badge after the item (default true). */
  badge?: boolean;
  className?: string;
}

/**
 * Marks a member_level_2 feature with the VIP badge. For a user without the role, activating the item (click,
 * or Enter on a link) goes to /memberCenter instead of where it leads, unless `free` is set (spec §6).
 *
 * @example <VipGate><Link to={paths.policyMatch.getHref()}>政策匹配</Link></VipGate>
 */
export function VipGate({ children, free = false, badge = true, className }: VipGateProps) {
  const isVip = useIsVip();
  const navigate = useNavigate();

  const redirectNonMember = (event: MouseEvent) => {
    if (isVip || free) return;
    // Capture phase: the item's own handler (and the browser's link navigation) never runs.
    event.preventDefault();
    event.stopPropagation();
    void navigate(paths.memberCenter.getHref());
  };

  return (
    <span className={cn('inline-flex items-center gap-1', className)} onClickCapture={redirectNonMember}>
      {children}
      {badge ? <VipBadge /> : null}
    </span>
  );
}
