import type { ReactNode } from 'react';
import { useHasPermission, useHasRole } from '@/lib/permissions/use-permission';

interface GateProps {
  children: ReactNode;
  /** Shown instead of the children when not allowed; nothing by default (the element is removed, spec §6). */
  fallback?: ReactNode;
}

/**
 * Renders its children only for a user holding the wildcard or any one of `permissions` (spec §6).
 * An empty list is a configuration error and throws (spec §5).
 *
 * @example <PermissionGate permissions={['memberInfo']}><Link to={paths.memberOrders.getHref()}>会员订单</Link></PermissionGate>
 */
export function PermissionGate({ permissions, children, fallback = null }: GateProps & { permissions: readonly string[] }) {
  return useHasPermission(permissions) ? children : fallback;
}

/**
 * Renders its children only for a user holding any one of `roles` (or the wildcard permission).
 * An empty list is a configuration error and throws (spec §5).
 *
 * @example <RoleGate roles={['member_level_2']}>…</RoleGate>
 */
export function RoleGate({ roles, children, fallback = null }: GateProps & { roles: readonly string[] }) {
  return useHasRole(roles) ? children : fallback;
}
