import { paths } from '@/config/paths';

const info = paths.enterpriseInfo;

/** A menu link; `href: null` is a spec entry with no page yet (shown disabled as 敬请期待). */
export interface MenuLink {
  label: string;
  href: string | null;
}

/** An expandable group of links. */
export interface MenuGroup {
  label: string;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** The enterprise-information side menu, spec §2. */
export const SIDE_MENU: readonly MenuEntry[] = [
  { label: '营业执照信息', href: info.businessLicence.getHref() },
  { label: '资质证书信息', href: info.certificates.getHref() },
  { label: '注册人员信息', href: info.registeredPersons.getHref() },
  { label: '其他人员信息', href: info.otherPersons.getHref() },
  {
    label: '监管平台项目信息',
    children: [
      { label: '项目信息', href: info.projects.getHref() },
      { label: '项目校验', href: info.projectCheck.getHref() },
    ],
  },
  {
    label: '人员业绩信息',
    children: [
      { label: '业绩信息', href: info.performances.getHref() },
      { label: '业绩校验', href: info.performanceCheck.getHref() },
    ],
  },
  {
    label: '信息校验提醒',
    children: [
      { label: '营业执照', href: info.businessLicenceReminders.getHref() },
      { label: '资质证书', href: info.certificateReminders.getHref() },
      { label: '监管项目', href: info.projectReminders.getHref() },
      { label: '注册人员', href: info.registeredPersonReminders.getHref() },
      { label: '其他人员', href: info.otherPersonReminders.getHref() },
      { label: '人员业绩', href: info.performanceReminders.getHref() },
      { label: '资质异常', href: info.qualificationAnomalyReminders.getHref() },
    ],
  },
  { label: '企业事项办理向导', href: null },
  { label: '受理情况指南', href: info.acceptanceGuide.getHref() },
  { label: '申报材料分析', href: info.materialAnalysis.getHref() },
];

/** The label of the menu link at `pathname` (a child path under it counts), or undefined. */
export function menuLabelFor(pathname: string): string | undefined {
  const links = SIDE_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));
  return links.find((link) => link.href && (pathname === link.href || pathname.startsWith(`${link.href}/`)))?.label;
}
