import {
  ENTERPRISE_INFO_PATH,
  ENTERPRISE_PAGE_ROUTE_LIST,
  enterprisePagePath,
  type EnterprisePageKey,
  type EnterprisePageRoute,
} from './enterprise-page-routes.ts';
import type { RecordKey } from './registry.ts';

export { ENTERPRISE_INFO_PATH, enterprisePagePath, type EnterprisePageKey };

/**
 * One node of the enterprise-information area (/qyxx), spec §2: where it is (enterprise-page-routes.ts) and what it
 * is. Code names a page by its readable `key`. `menuId` is the node's stable id in the route tree (server/seed/menus.ts):
 * keys' granted routes refer to it, so it never changes.
 */
export interface EnterprisePageDef extends EnterprisePageRoute {
  key: string;
  /** The route tree's name (getRouters `name`). */
  name: string;
  menuId: number;
  /** Which record type the page shows (forms/registry.ts). */
  record?: RecordKey;
}

export type EnterprisePage = EnterprisePageDef & { key: EnterprisePageKey; redirectTo?: EnterprisePageKey };

/** The /qyxx root's id in the route tree. */
export const ENTERPRISE_INFO_MENU_ID = 1000;

/** What each page of enterprise-page-routes.ts is; every key there has a line here, and no other. */
const PAGE_FACTS = {
  infoCentre: { name: '企业信息中心', menuId: 1010 },
  licence: { name: '营业执照', menuId: 1100 },
  businessLicence: { name: '营业执照信息', menuId: 1101, record: 'enterprise' },
  businessLicenceReminders: { name: '营业执照提醒', menuId: 1102 },
  certificateGroup: { name: '资质证书', menuId: 1200 },
  certificates: { name: '资质证书信息', menuId: 1201, record: 'certificate' },
  certificateReminders: { name: '资质证书提醒', menuId: 1202 },
  qualificationAnomalyReminders: { name: '资质异常提醒', menuId: 1203 },
  registeredPersonGroup: { name: '注册人员', menuId: 1300 },
  registeredPersons: { name: '注册人员信息', menuId: 1301, record: 'registeredPerson' },
  registeredPersonReminders: { name: '注册人员提醒', menuId: 1302 },
  performances: { name: '人员业绩信息', menuId: 1303, record: 'performance' },
  performanceReminders: { name: '人员业绩提醒', menuId: 1304 },
  otherPersonGroup: { name: '其他人员', menuId: 1400 },
  otherPersons: { name: '其他人员信息', menuId: 1401, record: 'otherPerson' },
  otherPersonReminders: { name: '其他人员提醒', menuId: 1402 },
  projectGroup: { name: '监管平台项目', menuId: 1500 },
  projects: { name: '项目信息', menuId: 1501, record: 'project' },
  projectShorthand: { name: '监管平台项目', menuId: 1502 },
  projectReminders: { name: '监管平台项目提醒', menuId: 1503 },
  checks: { name: '信息校验', menuId: 1600 },
  performanceCheck: { name: '人员业绩校验', menuId: 1610 },
  performanceCheckLog: { name: '校验记录', menuId: 1611 },
  performanceCheckStep: { name: '校验步骤', menuId: 1612 },
  personCountCheck: { name: '人员数量校验', menuId: 1620 },
  personCountCheckLog: { name: '校验记录', menuId: 1621 },
  projectCheck: { name: '项目校验', menuId: 1630 },
  projectCheckLog: { name: '校验记录', menuId: 1631 },
  projectCheckStep: { name: '校验步骤', menuId: 1632 },
  acceptance: { name: '受理情况指南', menuId: 1700 },
  acceptanceGuide: { name: '申报入口指南', menuId: 1701 },
  acceptanceOpinions: { name: '受理意见解读', menuId: 1702 },
  materialAnalysis: { name: '申报材料分析', menuId: 1800 },
  standardsPolicyCentre: { name: '标准政策中心', menuId: 1810 },
  copyPractitioners: { name: '复制从业人员', menuId: 1820 },
  courseResources: { name: '课程资源中心', menuId: 1830 },
  templates: { name: '模板下载', menuId: 1840 },
} as const satisfies Record<EnterprisePageKey, Omit<EnterprisePageDef, keyof EnterprisePageRoute | 'key'>>;

/**
 * Every /qyxx page and route-tree node, once, in route-tree order. The router's /qyxx children, the side menu,
 * the header's 企业信息 entries, the seeded route tree and the secondary-key scope (`x-key-pages` in the contract)
 * are all derived from it.
 */
export const ENTERPRISE_PAGES: readonly EnterprisePage[] = ENTERPRISE_PAGE_ROUTE_LIST.map((route) => ({ ...route, ...PAGE_FACTS[route.key] }));

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
