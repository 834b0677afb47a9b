import { isPublicPath, paths } from '@/config/paths';
import { ALL_PERMISSION, type RouterItem } from '@/stores/session-store';

/**
 * The full paths of a permitted-route tree (getRouters): top-level paths start with '/', children are
 * relative to their parent.
 *
 * @example flattenRoutePaths([{ path: '/qyxx', name: '', children: [{ path: 'yyzz', name: '' }] }]) // ['/qyxx', '/qyxx/yyzz']
 */
export function flattenRoutePaths(routes: readonly RouterItem[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path.startsWith('/') ? route.path : joinPath(parent, route.path);
    return [path, ...flattenRoutePaths(route.children ?? [], path)];
  });
}

/**
 * Spec §6: a path may be opened when it is one of the permitted paths — the route tree's own children are in the
 * list, so a route is not a prefix for children the tree does not list. Route parameters (`:uuid`, `:uuid?`) and
 * `*` match as the router does; letter case and a trailing slash are ignored.
 *
 * @example isPermittedPath('/qyxx/yyzz/yyzzxx', ['/qyxx', '/qyxx/yyzz/yyzzxx']) // true
 * @example isPermittedPath('/qyxx/yyzz/yyzzxxtx', ['/qyxx', '/qyxx/yyzz/yyzzxx']) // false
 */
export function isPermittedPath(pathname: string, permittedPaths: readonly string[]): boolean {
  const path = trimTrailingSlash(pathname);
  return permittedPaths.some((pattern) => patternRegExp(pattern).test(path));
}

/** What decides which pages a signed-in user may open. */
export interface RouteAccess {
  permissions: readonly string[];
  /** The permitted-route tree (getRouters); null until loaded, when only public paths open. */
  routes: readonly RouterItem[] | null;
}

/**
 * Spec §4, §6: whether a signed-in user may open `pathname`: everything with `*:*:*`, otherwise public paths and the
 * permitted routes. The member column is closed once the route list is non-empty, unless that list grants it.
 *
 * @example mayOpenPath('/qyxx/zcry/ryxx', { permissions: [], routes: [{ path: '/qyxx', name: '', children: [] }] }) // false
 */
export function mayOpenPath(pathname: string, { permissions, routes }: RouteAccess): boolean {
  if (permissions.includes(ALL_PERMISSION)) return true;
  const permitted = flattenRoutePaths(routes ?? []);
  if (permitted.length > 0 && isPermittedPath(pathname, [paths.memberCenter.path])) return isPermittedPath(pathname, permitted);
  return isPublicPath(pathname) || isPermittedPath(pathname, permitted);
}

function joinPath(parent: string, child: string): string {
  if (!child) return parent || '/';
  return `${parent.replace(/\/+$/, '')}/${child.replace(/^\/+/, '')}`;
}

function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const patternCache = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  let regExp = patternCache.get(pattern);
  if (!regExp) {
    const segments = trimTrailingSlash(pattern).split('/').filter(Boolean);
    const body = segments.map(segmentSource).join('');
    // '/' as a permitted path opens only the home page, like the public '/' (otherwise it would open everything).
    regExp = body === '' ? /^\/$/ : new RegExp(`^${body}$`, 'i');
    patternCache.set(pattern, regExp);
  }
  return regExp;
}

function segmentSource(segment: string): string {
  if (segment === '*') return '(?:/.*)?';
  if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
