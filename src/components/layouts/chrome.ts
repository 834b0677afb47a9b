import { paths } from '@/config/paths';

/** Which layout a path uses and which parts of the portal chrome it shows (spec §2 "Layouts and chrome"). */
export interface Chrome {
  layout: 'default' | 'blank';
  header: boolean;
  /** The site-map and related-site links block above the copyright bar. */
  footerNav: boolean;
  /** The copyright line and filing numbers. */
  copyright: boolean;
  wechatQr: boolean;
  aiChat: boolean;
}

// Paths that render without any chrome: a full-window player and a redirect notice.
const BLANK_PATHS = [paths.externalRedirect.path, paths.eduPlayer.path];
const AUTH_PATHS = [paths.login.path, paths.register.path];
const ENTERPRISE_INFO_PATH = paths.enterpriseInfo.path;

// The router matches paths case-insensitively and ignores a trailing slash, so the chrome rules do too.
function isUnder(pathname: string, base: string): boolean {
  const path = pathname.toLowerCase();
  const prefix = base.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The chrome rules for a pathname, e.g. `chromeFor('/login').aiChat === false`.
 *
 * - /external-redirect and /edu-player use the blank layout (no chrome at all).
 * - The AI chat is hidden on /login and /register.
 * - The footer navigation and the QR button are hidden on /login, /register and the /qyxx area.
 * - The copyright footer is hidden in /qyxx.
 */
export function chromeFor(pathname: string): Chrome {
  if (BLANK_PATHS.some((base) => isUnder(pathname, base))) {
    return { layout: 'blank', header: false, footerNav: false, copyright: false, wechatQr: false, aiChat: false };
  }
  const auth = AUTH_PATHS.some((base) => isUnder(pathname, base));
  const enterpriseInfo = isUnder(pathname, ENTERPRISE_INFO_PATH);
  return {
    layout: 'default',
    header: true,
    footerNav: !auth && !enterpriseInfo,
    copyright: !enterpriseInfo,
    wechatQr: !auth && !enterpriseInfo,
    aiChat: !auth,
  };
}
