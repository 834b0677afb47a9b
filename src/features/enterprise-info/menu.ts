import type { EnterprisePageKey } from '@forms/enterprise-pages';
import { REMINDER_TYPE_PAGES, REMINDER_TYPES, type ReminderType } from '@forms/reminder-rules';
import { paths } from '@/config/paths';

/**
 * A menu link; `href: null` is a spec entry with no page yet (shown disabled as 敬请期待). `reminderType`: the page
 * lists that type's reminders, and the link shows its unread count.
 */
export interface MenuLink {
  label: string;
  href: string | null;
  reminderType?: ReminderType;
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

function link(label: string, page: EnterprisePageKey | null): MenuLink {
  const reminderType = REMINDER_TYPES.find((type) => REMINDER_TYPE_PAGES[type].page === page);
  return { label, href: page && paths.enterpriseInfo.getHref(page), ...(reminderType ? { reminderType } : {}) };
}

/** The enterprise-information side menu, spec §2. */
export const SIDE_MENU: readonly MenuEntry[] = [
  link('营业执照信息', 'businessLicence'),
  link('资质证书信息', 'certificates'),
  link('注册人员信息', 'registeredPersons'),
  link('其他人员信息', 'otherPersons'),
  { label: '监管平台项目信息', children: [link('项目信息', 'projects'), link('项目校验', 'projectCheck')] },
  { label: '人员业绩信息', children: [link('业绩信息', 'performances'), link('业绩校验', 'performanceCheck')] },
  {
    label: '信息校验提醒',
    children: [
      link('营业执照', 'businessLicenceReminders'),
      link('资质证书', 'certificateReminders'),
      link('监管项目', 'projectReminders'),
      link('注册人员', 'registeredPersonReminders'),
      link('其他人员', 'otherPersonReminders'),
      link('人员业绩', 'performanceReminders'),
      link('资质异常', 'qualificationAnomalyReminders'),
    ],
  },
  link('企业事项办理向导', null),
  link('受理情况指南', 'acceptanceGuide'),
  link('申报材料分析', 'materialAnalysis'),
];

/**
 * The side menu with only the links `mayOpen` allows (spec §6); entries with no page yet stay, and a group left
 * without links is left out.
 *
 * @example visibleSideMenu(useMayOpen())
 */
export function visibleSideMenu(mayOpen: (path: string) => boolean): MenuEntry[] {
  const shown = (entry: MenuLink) => entry.href === null || mayOpen(entry.href);
  return SIDE_MENU.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return shown(entry) ? [entry] : [];
    const children = entry.children.filter(shown);
    return children.some((child) => child.href !== null) ? [{ ...entry, children }] : [];
  });
}

/** The first link of `entries` that has a page, other than the one at `except`. */
export function firstMenuLink(entries: readonly MenuEntry[], except?: string): MenuLink | undefined {
  const links = entries.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));
  return links.find((link) => link.href !== null && link.href !== except);
}

/** The label of the menu link at `pathname` (a child path under it counts), or undefined. */
export function menuLabelFor(pathname: string): string | undefined {
  const links = SIDE_MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.children : [entry]));
  return links.find((link) => link.href && (pathname === link.href || pathname.startsWith(`${link.href}/`)))?.label;
}
