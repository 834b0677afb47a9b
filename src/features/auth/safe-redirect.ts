import { isAuthPath, paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * The in-app path to go to after signing in: `redirect` when it is a same-site path, else '/'.
 * Rejects protocol-relative (`//x`), backslash (`/\x`, which browsers read as `//x`), absolute URLs and
 * anything with control characters, so the login page can never be used as an open redirect. The auth pages
 * and `/external-redirect` are refused too: signing in must end on a page of this site.
 *
 * @example safeRedirect('/policy?page=2') // '/policy?page=2'; safeRedirect('//evil.com') // '/'
 */
export function safeRedirect(redirect: string | null | undefined): string {
  const home = paths.home.getHref();
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return home;
  // Browsers treat '\' like '/' and drop tabs and newlines, which would turn '/\t/evil' into '//evil'.
  if (redirect.includes('\\') || [...redirect].some(isControlChar)) return home;
  try {
    const url = new URL(redirect, PLACEHOLDER_ORIGIN);
    // Dot segments can still collapse into '//' ('/..//evil.com'), which the router would hand to the browser.
    const normalized = `${url.pathname}${url.search}${url.hash}`;
    if (url.origin !== PLACEHOLDER_ORIGIN || normalized.startsWith('//')) return home;
    // The router matches the decoded path, so '/%6Cogin' is the login page.
    const routed = routerPath(url.pathname);
    return isAuthPath(routed) || isExternalRedirectPath(routed) ? home : normalized;
  } catch {
    return home;
  }
}

function isControlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** `/external-redirect`, matched as the router matches it: any letter case, trailing slashes allowed. */
function isExternalRedirectPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === paths.externalRedirect.path.toLowerCase();
}

/** The path as the router decodes it before matching; undecodable segments stay as they are, as there. */
function routerPath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}
