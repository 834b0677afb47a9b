import { useMemo } from 'react';
import { hasPermission, hasRole } from '@/lib/permissions/has-permission';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import { isLoggedIn, useSession } from '@/stores/session-store';
import { ENTERPRISE_NAV_ITEM, MEMBER_NAV_ITEM } from '../account-nav-items';
import { PUBLIC_NAV_ITEMS, type NavItem, type NavMenuChild, type NavMenuItem } from '../nav-items';

interface Access {
  roles: readonly string[];
  permissions: readonly string[];
  /** Whether a path may be opened (`useMayOpen`). */
  mayOpen: (path: string) => boolean;
}

/** The entry as the user may use it (led to the first page they may open), or null when they may not. */
function permittedChild(child: NavMenuChild, { roles, permissions, mayOpen }: Access): NavMenuChild | null {
  if (child.kind !== 'link') return child;
  if (child.permissions && !hasPermission(permissions, child.permissions)) return null;
  if (child.roles && !hasRole(roles, child.roles, permissions)) return null;
  const href = [child.href, ...(child.fallbackHrefs ?? [])].find(mayOpen);
  if (href === undefined) return null;
  return href === child.href ? child : { ...child, href };
}

/** The menu with only the entries `access` allows; null when no link is left. */
function filterMenu(menu: NavMenuItem, access: Access): NavMenuItem | null {
  const children = menu.children.map((child) => permittedChild(child, access)).filter((child) => child !== null);
  return children.some((child) => child.kind === 'link') ? { ...menu, children } : null;
}

/**
 * The signed-in user's 企业信息 and 会员专栏 menus (none when signed out). Their entries are kept only when the
 * user's permissions, roles and permitted routes allow them (spec §2, §6), so a key session limited to some pages
 * sees only those; a menu left without a link is left out. The desktop header and the mobile drawer both use it.
 */
export function useAccountNavMenus(): readonly NavMenuItem[] {
  const loggedIn = useSession(isLoggedIn);
  const roles = useSession((state) => state.roles);
  const permissions = useSession((state) => state.permissions);
  const mayOpen = useMayOpen();

  return useMemo(() => {
    if (!loggedIn) return [];
    const access: Access = { roles, permissions, mayOpen };
    return [ENTERPRISE_NAV_ITEM, MEMBER_NAV_ITEM].map((menu) => filterMenu(menu, access)).filter((menu) => menu !== null);
  }, [loggedIn, roles, permissions, mayOpen]);
}

/** The top-level header entries for the current user, in order: the public navigation, then the account menus. */
export function useHeaderNavItems(): readonly NavItem[] {
  const menus = useAccountNavMenus();
  return useMemo(() => (menus.length ? [...PUBLIC_NAV_ITEMS, ...menus] : PUBLIC_NAV_ITEMS), [menus]);
}
