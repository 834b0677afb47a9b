import type { RecordKey } from './registry.ts';

/**
 * One node of the enterprise-information area (/qyxx), spec §2. `segment` is the path under /qyxx in the spec's
 * abbreviations; code names a page by its readable `key`. `menuId` is the node's stable id in the route tree
 * (server/seed/menus.ts): keys' granted routes refer to it, so it never changes.
 */
export interface EnterprisePageDef {
  key: string;
  segment: string;
  /** The route tree's name (getRouters `name`). */
  name: string;
  menuId: number;
  /** Which record type the page shows (forms/registry.ts). */
  record?: RecordKey;
  /** A node of the route tree only, with no page of its own (the router answers 404 there). */
  group?: true;
  /** The page opens another page of the area instead (its key). */
  redirectTo?: string;
}

/** The /qyxx root's id in the route tree. */
export const ENTERPRISE_INFO_MENU_ID = 1000;

/**
 * Every /qyxx page and route-tree node, once, in route-tree order. The router's /qyxx children, the side menu,
 * the header's 企业信息 entries, the seeded route tree and the secondary-key scope (`x-key-pages` in the contract)
 * are all derived from it.
 */
export const ENTERPRISE_PAGES = [
  { key: 'infoCentre', segment: 'qyxxzx', name: '企业信息中心', menuId: 1010 },
  { key: 'licence', segment: 'yyzz', name: '营业执照', menuId: 1100, redirectTo: 'businessLicence' },
  { key: 'businessLicence', segment: 'yyzz/yyzzxx', name: '营业执照信息', menuId: 1101, record: 'enterprise' },
  { key: 'businessLicenceReminders', segment: 'yyzz/yyzzxxtx', name: '营业执照提醒', menuId: 1102 },
  { key: 'certificateGroup', segment: 'zzzs', name: '资质证书', menuId: 1200, group: true },
  { key: 'certificates', segment: 'zzzs/zzzsxx', name: '资质证书信息', menuId: 1201, record: 'certificate' },
  { key: 'certificateReminders', segment: 'zzzs/zzzsxxtx', name: '资质证书提醒', menuId: 1202 },
  { key: 'qualificationAnomalyReminders', segment: 'zzzs/zzyctx', name: '资质异常提醒', menuId: 1203 },
  { key: 'registeredPersonGroup', segment: 'zcry', name: '注册人员', menuId: 1300, group: true },
  { key: 'registeredPersons', segment: 'zcry/ryxx', name: '注册人员信息', menuId: 1301, record: 'registeredPerson' },
  { key: 'registeredPersonReminders', segment: 'zcry/zcryxxtx', name: '注册人员提醒', menuId: 1302 },
  { key: 'performances', segment: 'zcry/ryyjxx', name: '人员业绩信息', menuId: 1303, record: 'performance' },
  { key: 'performanceReminders', segment: 'zcry/ryyjtx', name: '人员业绩提醒', menuId: 1304 },
  { key: 'otherPersonGroup', segment: 'qtry', name: '其他人员', menuId: 1400, group: true },
  { key: 'otherPersons', segment: 'qtry/ryxx', name: '其他人员信息', menuId: 1401, record: 'otherPerson' },
  { key: 'otherPersonReminders', segment: 'qtry/qtryxxtx', name: '其他人员提醒', menuId: 1402 },
  { key: 'projectGroup', segment: 'jgptxm', name: '监管平台项目', menuId: 1500, group: true },
  { key: 'projects', segment: 'jgptxm/xmmgr', name: '项目信息', menuId: 1501, record: 'project' },
  // Spec §2: a shorthand in the route list; the navigation uses the xmmgr child.
  { key: 'projectShorthand', segment: 'jgptxm/jgptxm', name: '监管平台项目', menuId: 1502 },
  { key: 'projectReminders', segment: 'jgptxm/jgptxmtx', name: '监管平台项目提醒', menuId: 1503 },
  { key: 'checks', segment: 'qyxxjy', name: '信息校验', menuId: 1600, group: true },
  { key: 'performanceCheck', segment: 'qyxxjy/rycheck', name: '人员业绩校验', menuId: 1610 },
  { key: 'performanceCheckLog', segment: 'qyxxjy/rycheck/checkLog', name: '校验记录', menuId: 1611 },
  { key: 'performanceCheckStep', segment: 'qyxxjy/rycheck/checkStep', name: '校验步骤', menuId: 1612 },
  { key: 'personCountCheck', segment: 'qyxxjy/ryslcheck', name: '人员数量校验', menuId: 1620 },
  { key: 'personCountCheckLog', segment: 'qyxxjy/ryslcheck/checkLog', name: '校验记录', menuId: 1621 },
  { key: 'projectCheck', segment: 'qyxxjy/xmcheck', name: '项目校验', menuId: 1630 },
  { key: 'projectCheckLog', segment: 'qyxxjy/xmcheck/checkLog', name: '校验记录', menuId: 1631 },
  { key: 'projectCheckStep', segment: 'qyxxjy/xmcheck/checkStep', name: '校验步骤', menuId: 1632 },
  { key: 'acceptance', segment: 'sbslzn', name: '受理情况指南', menuId: 1700, group: true },
  { key: 'acceptanceGuide', segment: 'sbslzn/sbrkzn', name: '申报入口指南', menuId: 1701 },
  { key: 'acceptanceOpinions', segment: 'sbslzn/slyjjd', name: '受理意见解读', menuId: 1702 },
  { key: 'materialAnalysis', segment: 'sbclfx', name: '申报材料分析', menuId: 1800 },
  { key: 'standardsPolicyCentre', segment: 'bzzczx', name: '标准政策中心', menuId: 1810 },
  { key: 'copyPractitioners', segment: 'fzcry', name: '复制从业人员', menuId: 1820 },
  { key: 'courseResources', segment: 'kczyzx', name: '课程资源中心', menuId: 1830 },
  { key: 'templates', segment: 'mbxz', name: '模板下载', menuId: 1840 },
] as const satisfies readonly EnterprisePageDef[];

export type EnterprisePageKey = (typeof ENTERPRISE_PAGES)[number]['key'];
export type EnterprisePage = EnterprisePageDef & { key: EnterprisePageKey; redirectTo?: EnterprisePageKey };

/** The table with each row typed alike. */
export const ENTERPRISE_PAGE_LIST: readonly EnterprisePage[] = ENTERPRISE_PAGES;

const byKey = new Map<string, EnterprisePage>(ENTERPRISE_PAGE_LIST.map((page) => [page.key, page]));

/** The page or route-tree node named `key`. */
export function enterprisePage(key: EnterprisePageKey): EnterprisePage {
  return byKey.get(key)!;
}

/** The page named `key`, or undefined for a name the table does not have (a name read from the contract). */
export function findEnterprisePage(key: string): EnterprisePage | undefined {
  return byKey.get(key);
}

/**
 * A page's stable route-tree id, e.g. for a key's grants.
 *
 * @example enterpriseMenuId('businessLicence') // 1101
 */
export function enterpriseMenuId(key: EnterprisePageKey): number {
  return enterprisePage(key).menuId;
}

/**
 * A page's full path (no trailing slash).
 *
 * @example enterprisePagePath('registeredPersons') // '/qyxx/zcry/ryxx'
 */
export function enterprisePagePath(key: EnterprisePageKey): string {
  return `${ENTERPRISE_INFO_PATH}/${enterprisePage(key).segment}`;
}

/** The area's root path. */
export const ENTERPRISE_INFO_PATH = '/qyxx';
