import { paths, qualificationStandardHref } from '@/config/paths';

/** A header link. `vip` entries need role member_level_2 and send other users to /memberCenter (spec §6). */
export interface NavLinkItem {
  kind: 'link';
  id: string;
  label: string;
  href: string;
  vip?: boolean;
  /** Shown only to holders of any of these permission codes. */
  permissions?: readonly string[];
  /** Shown only to holders of any of these roles (checked after `permissions`). */
  roles?: readonly string[];
  /** When the user may not open `href`, the entry leads to the first of these they may open; with none it is left out. */
  fallbackHrefs?: readonly string[];
  /** Pathnames (or prefixes ending in '/') for which the entry counts as the current page; defaults to `href`. */
  activeFor?: readonly string[];
  /** Shows the unread-reminder count next to the entry. */
  showsReminders?: boolean;
  /** Opens in a new tab, as qualification standards do (spec §2). */
  newTab?: boolean;
}

/** An entry whose link is not available yet (spec §2 "link empty"): rendered as text with 敬请期待. */
export interface NavPendingItem {
  kind: 'pending';
  id: string;
  label: string;
}

export type NavMenuChild = NavLinkItem | NavPendingItem;

/** A top-level dropdown of links. */
export interface NavMenuItem {
  kind: 'menu';
  id: string;
  label: string;
  children: readonly NavMenuChild[];
}

/** The 资质标准 mega menu; `href` is where it leads when shown as a plain link (更多, drawer). */
export interface NavQualificationItem {
  kind: 'qualification';
  id: 'qualification';
  label: string;
  href: string;
}

export type NavItem = NavLinkItem | NavMenuItem | NavQualificationItem;

/** Spec §2: the first item of the top navigation is the first survey standard. */
export const QUALIFICATION_HOME_HREF = qualificationStandardHref('01', '101001');

/** Spec §2 top navigation, in order; everyone sees these. */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { kind: 'qualification', id: 'qualification', label: '资质标准', href: QUALIFICATION_HOME_HREF },
  {
    kind: 'menu',
    id: 'policy',
    label: '政策文件',
    children: [
      { kind: 'link', id: 'policy-files', label: '政策文件', href: paths.policy.getHref() },
      { kind: 'link', id: 'policy-match', label: '政策匹配', href: paths.policyMatch.getHref(), vip: true },
    ],
  },
  {
    kind: 'menu',
    id: 'notice',
    label: '公示公告',
    children: [
      { kind: 'link', id: 'notice-list', label: '公示公告', href: paths.notice.getHref() },
      { kind: 'link', id: 'notice-query', label: '公示公告查询', href: paths.noticeQuery.getHref(), vip: true },
    ],
  },
  { kind: 'link', id: 'question', label: '常见问题', href: paths.question.getHref() },
  { kind: 'link', id: 'site-nav', label: '网站导航', href: paths.siteNav.getHref(), activeFor: [] },
  { kind: 'link', id: 'edu', label: '课程中心', href: paths.edu.getHref(), vip: true },
  { kind: 'link', id: 'contact', label: '联系我们', href: paths.contact.getHref() },
];

const linkById = (id: string): NavLinkItem => {
  const entries = PUBLIC_NAV_ITEMS.flatMap((item): readonly (NavItem | NavMenuChild)[] => (item.kind === 'menu' ? item.children : [item]));
  const found = entries.find((item) => item.id === id);
  if (found?.kind !== 'link') throw new Error(`导航项 ${id} 不存在`);
  return found;
};

const qualificationLink = (id: string, label: string, href: string): NavLinkItem => ({
  kind: 'link',
  id,
  label,
  href,
  newTab: true,
  activeFor: [],
});

/** 资质标准 as plain links (更多 menu): the first standard of each category tab. */
export const QUALIFICATION_CATEGORY_LINKS: readonly NavLinkItem[] = [
  qualificationLink('qualification-01', '勘察', QUALIFICATION_HOME_HREF),
  qualificationLink('qualification-02', '设计', qualificationStandardHref('02', '102001')),
  qualificationLink('qualification-03', '施工', qualificationStandardHref('03', '103001')),
  qualificationLink('qualification-04', '监理', qualificationStandardHref('04', '104001')),
];

/** Spec §2: exactly the five entries the mobile drawer lists, in order. */
export const DRAWER_NAV_ITEMS: readonly NavLinkItem[] = [
  qualificationLink('qualification', '资质标准', QUALIFICATION_HOME_HREF),
  linkById('policy-files'),
  linkById('question'),
  linkById('edu'),
  linkById('contact'),
];
