import { ALL_PERMISSION } from '@/stores/session-store';

/** Spec §5: the message thrown when a permission gate is given no codes. */
export const PERMISSION_TAG_REQUIRED = '请设置操作权限标签值';
/** Spec §5: the message thrown when a role gate is given no roles. */
export const ROLE_TAG_REQUIRED = '请设置角色权限标签值';

/**
 * True when the user holds the wildcard or any one of `required`. Throws on an empty list (spec §5).
 *
 * @example hasPermission(['*:*:*'], ['memberInfo']) // true
 */
export function hasPermission(held: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(PERMISSION_TAG_REQUIRED);
  return held.includes(ALL_PERMISSION) || required.some((code) => held.includes(code));
}

/**
 * True when the user holds any one of `required` roles, or the wildcard permission (as the server
 * decides). Throws on an empty list (spec §5).
 *
 * @example hasRole(['member_level_2'], ['member_level_2']) // true
 */
export function hasRole(heldRoles: readonly string[], required: readonly string[], heldPermissions: readonly string[] = []): boolean {
  if (required.length === 0) throw new Error(ROLE_TAG_REQUIRED);
  return heldPermissions.includes(ALL_PERMISSION) || required.some((role) => heldRoles.includes(role));
}
