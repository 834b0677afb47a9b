import { useMemo } from 'react';
import { flattenRoutePaths, isPermittedPath } from '@/lib/permissions/permitted-routes';
import { hasPermission, hasRole } from '@/lib/permissions/has-permission';
import { ALL_PERMISSION, isLoggedIn, useSession, type RouterItem } from '@/stores/session-store';
import { ENTERPRISE_NAV_ITEM, MEMBER_NAV_ITEM } from '../account-nav-items';
import { PUBLIC_NAV_ITEMS, type NavItem, type NavMenuChild, type NavMenuItem } from '../nav-items';

interface Access {
  roles: readonly string[];
  permissions: readonly string[];
  /** Paths of the permitted-route list, or null when it is not loaded (or not needed: wildcard). */
  permittedPaths: readonly string[] | null;
}

function allowed(child: NavMenuChild, { roles, permissions, permittedPaths }: Access): boolean {
  if (child.kind !== 'link') return true;
  if (child.permissions && !hasPermission(permissions, child.permissions)) return false;
  if (child.roles && !hasRole(roles, child.roles, permissions)) return false;
  return !permittedPaths || isPermittedPath(child.href, permittedPaths);
}

/** The menu with only the entries `access` allows; null when no link is left. */
function filterMenu(menu: NavMenuItem, access: Access): NavMenuItem | null {
  const children = menu.children.filter((child) => allowed(child, access));
  return children.some((child) => child.kind === 'link') ? { ...menu, children } : null;
}

function permittedPathsOf(routes: RouterItem[] | null, permissions: readonly string[]): string[] | null {
  return routes && !permissions.includes(ALL_PERMISSION) ? flattenRoutePaths(routes) : null;
}

/**
 * The top-level header entries for the current user, in order: the public navigation, then — when signed in —
 * 企业信息 and 会员专栏. Their entries are kept only when the user's permissions, roles and permitted routes
 * allow them (spec §2, §6), so a key session limited to some pages sees only those; a menu left without a
 * link is left out.
 */
export function useHeaderNavItems(): readonly NavItem[] {
  const loggedIn = useSession(isLoggedIn);
  const roles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  const routes = useSession((state) => state.routes);

  return useMemo(() => {
    if (!loggedIn) return PUBLIC_NAV_ITEMS;
    const access: Access = { roles, permissions, permittedPaths: permittedPathsOf(routes, permissions) };
    const menus = [ENTERPRISE_NAV_ITEM, MEMBER_NAV_ITEM].map((menu) => filterMenu(menu, access));
    return [...PUBLIC_NAV_ITEMS, ...menus.filter((menu): menu is NavMenuItem => menu !== null)];
  }, [loggedIn, roles, permissions, routes]);
}
