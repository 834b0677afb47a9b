import { paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'http://portal.invalid';

/**
 * The in-app path to go to after signing in: `redirect` when it is a same-site path, else '/'.
 * Rejects protocol-relative (`//x`), backslash (`/\x`, which browsers read as `//x`), absolute URLs and
 * anything with control characters, so the login page can never be used as an open redirect.
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
    return url.origin === PLACEHOLDER_ORIGIN && !normalized.startsWith('//') ? normalized : home;
  } catch {
    return home;
  }
}

function isControlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}
