/**
 * Where each /qyxx page is (spec §2): its path under /qyxx in the spec's abbreviations, by the readable key that code
 * names it with. What each page is (its name, route-tree id and record type) is in enterprise-pages.ts. The two are
 * apart because the router and every page's header link to /qyxx pages, so this table loads on the home page and the
 * rest does not.
 */
export interface EnterprisePageRoute {
  segment: string;
  /** A node of the route tree only, with no page of its own (the router answers 404 there). */
  group?: true;
  /** The page opens another page of the area instead (its key). */
  redirectTo?: string;
}

/** Every /qyxx page and route-tree node, once, in route-tree order. */
export const ENTERPRISE_PAGE_ROUTES = {
  infoCentre: { segment: 'qyxxzx' },
  licence: { segment: 'yyzz', redirectTo: 'businessLicence' },
  businessLicence: { segment: 'yyzz/yyzzxx' },
  businessLicenceReminders: { segment: 'yyzz/yyzzxxtx' },
  certificateGroup: { segment: 'zzzs', group: true },
  certificates: { segment: 'zzzs/zzzsxx' },
  certificateReminders: { segment: 'zzzs/zzzsxxtx' },
  qualificationAnomalyReminders: { segment: 'zzzs/zzyctx' },
  registeredPersonGroup: { segment: 'zcry', group: true },
  registeredPersons: { segment: 'zcry/ryxx' },
  registeredPersonReminders: { segment: 'zcry/zcryxxtx' },
  performances: { segment: 'zcry/ryyjxx' },
  performanceReminders: { segment: 'zcry/ryyjtx' },
  otherPersonGroup: { segment: 'qtry', group: true },
  otherPersons: { segment: 'qtry/ryxx' },
  otherPersonReminders: { segment: 'qtry/qtryxxtx' },
  projectGroup: { segment: 'jgptxm', group: true },
  projects: { segment: 'jgptxm/xmmgr' },
  // Spec §2: a shorthand in the route list; the navigation uses the xmmgr child.
  projectShorthand: { segment: 'jgptxm/jgptxm' },
  projectReminders: { segment: 'jgptxm/jgptxmtx' },
  checks: { segment: 'qyxxjy', group: true },
  performanceCheck: { segment: 'qyxxjy/rycheck' },
  performanceCheckLog: { segment: 'qyxxjy/rycheck/checkLog' },
  performanceCheckStep: { segment: 'qyxxjy/rycheck/checkStep' },
  personCountCheck: { segment: 'qyxxjy/ryslcheck' },
  personCountCheckLog: { segment: 'qyxxjy/ryslcheck/checkLog' },
  projectCheck: { segment: 'qyxxjy/xmcheck' },
  projectCheckLog: { segment: 'qyxxjy/xmcheck/checkLog' },
  projectCheckStep: { segment: 'qyxxjy/xmcheck/checkStep' },
  acceptance: { segment: 'sbslzn', group: true },
  acceptanceGuide: { segment: 'sbslzn/sbrkzn' },
  acceptanceOpinions: { segment: 'sbslzn/slyjjd' },
  materialAnalysis: { segment: 'sbclfx' },
  standardsPolicyCentre: { segment: 'bzzczx' },
  copyPractitioners: { segment: 'fzcry' },
  courseResources: { segment: 'kczyzx' },
  templates: { segment: 'mbxz' },
} as const satisfies Record<string, EnterprisePageRoute>;

export type EnterprisePageKey = keyof typeof ENTERPRISE_PAGE_ROUTES;

/** The area's root path. */
export const ENTERPRISE_INFO_PATH = '/qyxx';

/**
 * A page's full path (no trailing slash).
 *
 * @example enterprisePagePath('registeredPersons') // '/qyxx/zcry/ryxx'
 */
export function enterprisePagePath(key: EnterprisePageKey): string {
  return `${ENTERPRISE_INFO_PATH}/${ENTERPRISE_PAGE_ROUTES[key].segment}`;
}

/** Each page's key and route facts, in route-tree order. */
export const ENTERPRISE_PAGE_ROUTE_LIST = Object.entries(ENTERPRISE_PAGE_ROUTES).map(
  ([key, route]) => ({ key, ...route }) as EnterprisePageRoute & { key: EnterprisePageKey; redirectTo?: EnterprisePageKey },
);
