import type { RouterItem } from '@/stores/session-store';

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
 * Spec §6: a path may be opened when it equals a permitted path or continues after one with a slash.
 * Route parameters (`:uuid`, `:uuid?`) and `*` in permitted paths match as the router does; letter case is ignored.
 *
 * @example isPermittedPath('/qyxx/yyzz/yyzzxx', ['/qyxx']) // true
 */
export function isPermittedPath(pathname: string, permittedPaths: readonly string[]): boolean {
  const path = trimTrailingSlash(pathname);
  return permittedPaths.some((pattern) => patternRegExp(pattern).test(path));
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
    regExp = body === '' ? /^\/$/ : new RegExp(`^${body}(?:/.*)?$`, 'i');
    patternCache.set(pattern, regExp);
  }
  return regExp;
}

function segmentSource(segment: string): string {
  if (segment === '*') return '(?:/.*)?';
  if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}
