import { ENTERPRISE_INFO_PATH, enterprisePagePath, type EnterprisePageKey } from '@forms/enterprise-page-routes';

/**
 * Every route's path (as the router writes it) and an href builder. Spec abbreviations such as `gsgg`
 * live only here (the /qyxx pages' in forms/enterprise-pages.ts); code uses the readable keys.
 *
 * @example <Link to={paths.policy.detail.getHref(uuid)}>…</Link>
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: (redirect?: string) => (redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login') },
  register: { path: '/register', getHref: () => '/register' },
  forgetPassword: { path: '/forgetPassword', getHref: () => '/forgetPassword' },
  /** The route table also answers the capitalised spelling used in the spec's route list. */
  forgetPasswordAlias: { path: '/ForgetPassword', getHref: () => '/ForgetPassword' },
  externalRedirect: { path: '/external-redirect', getHref: (url: string) => `/external-redirect?url=${encodeURIComponent(url)}` },

  edu: {
    path: '/edu',
    getHref: () => '/edu',
    course: { path: 'course/:uuid?', getHref: (uuid?: string) => (uuid ? `/edu/course/${encodeURIComponent(uuid)}` : '/edu/course') },
  },
  eduPlayer: { path: '/edu-player', getHref: (id?: string) => (id ? `/edu-player?id=${encodeURIComponent(id)}` : '/edu-player') },
  globalSearch: { path: '/globalSearch', getHref: (keyword?: string) => (keyword ? `/globalSearch?keyword=${encodeURIComponent(keyword)}` : '/globalSearch') },

  notice: {
    path: '/gsgg',
    getHref: () => '/gsgg',
    detail: { path: '/gsgg/detail/:uuid?', getHref: (uuid: string) => `/gsgg/detail/${encodeURIComponent(uuid)}` },
  },
  noticeQuery: { path: '/gsggcx', getHref: () => '/gsggcx' },

  manageKey: { path: '/manageKey', getHref: () => '/manageKey' },
  policyMatch: { path: '/match', getHref: () => '/match' },
  memberCenter: { path: '/memberCenter', getHref: () => '/memberCenter' },
  memberOrders: { path: '/memberInfo', getHref: () => '/memberInfo' },
  userCenter: { path: '/userInfo', getHref: () => '/userInfo' },
  userMessages: { path: '/userMessage', getHref: () => '/userMessage' },

  policy: {
    path: '/policy',
    getHref: () => '/policy',
    detail: { path: '/policy/detail/:uuid?', getHref: (uuid: string) => `/policy/detail/${encodeURIComponent(uuid)}` },
  },
  question: {
    path: '/question',
    getHref: () => '/question',
    detail: { path: '/question/detail/:uuid?', getHref: (uuid: string) => `/question/detail/${encodeURIComponent(uuid)}` },
  },
  contact: { path: '/questionFeedback', getHref: () => '/questionFeedback' },
  regulation: {
    path: '/regulation',
    getHref: () => '/regulation',
    detail: { path: '/regulation/detail/:uuid?', getHref: (uuid: string) => `/regulation/detail/${encodeURIComponent(uuid)}` },
  },
  comprehensiveInfo: {
    path: '/zhxx',
    getHref: () => '/zhxx',
    detail: { path: '/zhxx/detail/:uuid?', getHref: (uuid: string) => `/zhxx/detail/${encodeURIComponent(uuid)}` },
  },
  qualificationStandard: {
    /** `/zzbz/:id?`, where id is `{category}-{code}-{subcode}`; build it with `qualificationStandardHref`. */
    path: '/zzbz/:id?',
    getHref: (id?: string) => (id ? `/zzbz/${id}` : '/zzbz'),
    list: { path: '/zzbz/zzbz', getHref: () => '/zzbz/zzbz' },
    analyze: { path: '/zzbz/analyze/:id?', getHref: (id?: string) => (id ? `/zzbz/analyze/${encodeURIComponent(id)}` : '/zzbz/analyze') },
  },
  siteNav: { path: '/#sitenav', getHref: () => '/#sitenav' },

  enterpriseInfo: {
    path: ENTERPRISE_INFO_PATH,
    /** The area, or one of its pages by its readable name (forms/enterprise-pages.ts), e.g. `getHref('certificates')`. */
    getHref: (page?: EnterprisePageKey) => (page ? enterprisePagePath(page) : ENTERPRISE_INFO_PATH),
  },
} as const;

/**
 * The qualification-standard page address: up to three parts joined by dashes, empty parts left out.
 * The page opens in a new tab (`target="_blank"`).
 *
 * @example qualificationStandardHref('01', '101001') // '/zzbz/01-101001'
 */
export function qualificationStandardHref(category?: string | null, code?: string | null, subcode?: string | null): string {
  const id = [category, code, subcode].filter((part): part is string => Boolean(part)).join('-');
  return id ? `/zzbz/${id}` : '/zzbz';
}

/** Spec §1: paths anyone may open. A path matches when it equals one or continues after it with a slash. */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgetPassword',
  '/zzbz',
  '/policy',
  '/gsgg',
  '/question',
  '/regulation',
  '/globalSearch',
  '/memberCenter',
  '/questionFeedback',
  '/external-redirect',
  '/captcha/generateWordClickCaptcha',
] as const;

/**
 * Spec §5 public path match. '/' matches only itself, or every path would be public. Letter case is ignored,
 * as the router ignores it when matching (so `/ForgetPassword` is the same public page as `/forgetPassword`).
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return PUBLIC_PATHS.some((publicPath) => {
    const prefix = publicPath.toLowerCase();
    return prefix === '/' ? path === '/' : path === prefix || path.startsWith(`${prefix}/`);
  });
}

/** Auth pages a signed-in user is sent away from (spec §4). */
export const AUTH_PATHS = ['/login', '/register', '/forgetPassword'] as const;

/** True for an auth page (exact match, any letter case, trailing slash allowed), e.g. `/ForgetPassword`. */
export function isAuthPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return AUTH_PATHS.some((authPath) => authPath.toLowerCase() === path);
}
