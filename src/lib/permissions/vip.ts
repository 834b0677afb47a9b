import { useCallback } from 'react';
import { useNavigate, type To } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useHasRole } from '@/lib/permissions/use-permission';

/** Spec §6: the second-level member role gating policy matching, announcement query, course centre and key management. */
export const VIP_ROLE = 'member_level_2';

const VIP_ROLES = [VIP_ROLE] as const;

/** True for a member_level_2 user (or one holding the wildcard permission). */
export function useIsVip(): boolean {
  return useHasRole(VIP_ROLES);
}

/**
 * A navigate function for VIP features: it goes to `to` for a member_level_2 user, otherwise to the member
 * column (/memberCenter), unless `free` is set (spec §6).
 *
 * @example const vipNavigate = useVipNavigate(); <button onClick={() => vipNavigate(paths.policyMatch.getHref())}>政策匹配</button>
 */
export function useVipNavigate(): (to: To, options?: { free?: boolean; replace?: boolean }) => void {
  const navigate = useNavigate();
  const isVip = useIsVip();
  return useCallback(
    (to, { free = false, replace = false } = {}) => {
      void navigate(isVip || free ? to : paths.memberCenter.getHref(), { replace });
    },
    [isVip, navigate],
  );
}
