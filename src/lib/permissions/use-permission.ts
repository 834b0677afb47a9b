import { hasPermission, hasRole } from '@/lib/permissions/has-permission';
import { useSession } from '@/stores/session-store';

/**
 * True when the signed-in user holds the wildcard permission or any one of `codes` (spec §6).
 * Throws the spec §5 message when `codes` is empty.
 *
 * @example const canSeeOrders = useHasPermission(['memberInfo']);
 */
export function useHasPermission(codes: readonly string[]): boolean {
  const permissions = useSession((state) => state.permissions);
  return hasPermission(permissions, codes);
}

/**
 * True when the signed-in user holds any one of `roles` (or the wildcard permission).
 * Throws the spec §5 message when `roles` is empty.
 *
 * @example const isVip = useHasRole(['member_level_2']);
 */
export function useHasRole(roles: readonly string[]): boolean {
  const heldRoles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  return hasRole(heldRoles, roles, permissions);
}
