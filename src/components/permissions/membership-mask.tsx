import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useIsVip } from '@/lib/permissions/vip';
import { cn } from '@/lib/cn';

/** The mask's default text. */
export const MEMBERSHIP_MASK_MESSAGE = '开通会员后可查看完整内容';

interface MembershipMaskProps {
  /** The member-only content, shown as is to member_level_2 users. */
  children: ReactNode;
  /**
   * What non-members see blurred under the mask; the children by default. Pass a stand-in when the children
   * would load member-only data (a 403 answer sends the user to /memberCenter).
   */
  preview?: ReactNode;
  message?: string;
  className?: string;
}

/**
 * Shows member-only content to member_level_2 users; others see it blurred under a mask with a lock, a note
 * and a 开通会员 button to /memberCenter (spec §6 membership mask). The blurred part is inert: it cannot be
 * focused or read out.
 *
 * @example <MembershipMask preview={<AnalysisSkeleton />}><Analysis id={id} /></MembershipMask>
 */
export function MembershipMask({ children, preview, message = MEMBERSHIP_MASK_MESSAGE, className }: MembershipMaskProps) {
  const isVip = useIsVip();
  if (isVip) return children;
  return (
    <div className={cn('relative min-h-48 overflow-hidden rounded-lg', className)}>
      <div aria-hidden inert className="pointer-events-none max-h-96 select-none overflow-hidden blur-sm">
        {preview ?? children}
      </div>
      <div
        role="region"
        aria-label="会员专享内容"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/70 p-4 text-center"
      >
        <Lock aria-hidden className="size-8 text-vip" />
        <p className="text-sm text-foreground">{message}</p>
        <Button asChild>
          <Link to={paths.memberCenter.getHref()}>开通会员</Link>
        </Button>
      </div>
    </div>
  );
}
