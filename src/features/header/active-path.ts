import { paths } from '@/config/paths';
import type { NavItem, NavMenuChild } from './nav-items';

function matchesPattern(pathname: string, pattern: string): boolean {
  return pattern.endsWith('/') ? pathname.startsWith(pattern) : pathname === pattern || pathname === `${pattern}/`;
}

function linkIsActive(pathname: string, href: string, activeFor?: readonly string[]): boolean {
  if (activeFor) return activeFor.some((pattern) => matchesPattern(pathname, pattern));
  if (href.includes('#')) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** True when a dropdown entry is the page being shown. */
export function isChildActive(pathname: string, child: NavMenuChild): boolean {
  return child.kind === 'link' && linkIsActive(pathname, child.href, child.activeFor);
}

/** True when a top-level entry (or one of its entries) is the page being shown. */
export function isItemActive(pathname: string, item: NavItem): boolean {
  switch (item.kind) {
    case 'link':
      return linkIsActive(pathname, item.href, item.activeFor);
    case 'menu':
      return item.children.some((child) => isChildActive(pathname, child));
    case 'qualification':
      return linkIsActive(pathname, paths.qualificationStandard.getHref());
  }
}
