import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The VIP badge image shown on member_level_2 features (spec §6); its accessible name is "VIP".
 *
 * @example <span>政策匹配 <VipBadge /></span>
 */
export function VipBadge({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      role="img"
      aria-label="VIP"
      viewBox="0 0 30 14"
      width="30"
      height="14"
      className={cn('inline-block shrink-0 align-middle text-vip', className)}
      {...props}
    >
      <title>VIP</title>
      <rect width="30" height="14" rx="4" fill="currentColor" />
      <text x="15" y="10.5" textAnchor="middle" fontSize="10" fontWeight="700" fontFamily="Arial, sans-serif" fill="#fff">
        VIP
      </text>
    </svg>
  );
}
