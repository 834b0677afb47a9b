import type { EnterprisePageKey } from '@forms/enterprise-page-routes';
import { paths } from '@/config/paths';
import { VIP_ROLE } from '@/lib/permissions/vip';
import type { NavMenuItem } from './nav-items';

const page = (key: EnterprisePageKey) => paths.enterpriseInfo.getHref(key);
const pages = (keys: readonly EnterprisePageKey[]) => keys.map(page);

/** Spec §2 side menu: the record pages that make up 企业信息录入及查询, the licence first. */
const ENTRY_PAGES = pages(['businessLicence', 'certificates', 'registeredPersons', 'otherPersons', 'projects', 'performances']);

/** Spec §2 reminders menu. */
const REMINDER_PAGES = pages([
  'businessLicenceReminders',
  'certificateReminders',
  'projectReminders',
  'registeredPersonReminders',
  'otherPersonReminders',
  'performanceReminders',
  'qualificationAnomalyReminders',
]);

const [firstEntry = '', ...otherEntries] = ENTRY_PAGES;
const [firstReminder = '', ...otherReminders] = REMINDER_PAGES;

/**
 * Spec §2 企业信息 dropdown with its five entries; shown to signed-in users. An entry whose page the user may not open
 * leads to the first of its other pages they may (`fallbackHrefs`).
 */
export const ENTERPRISE_NAV_ITEM: NavMenuItem = {
  kind: 'menu',
  id: 'enterprise',
  label: '企业信息',
  children: [
    {
      kind: 'link',
      id: 'enterprise-entry',
      label: '企业信息录入及查询',
      href: firstEntry,
      fallbackHrefs: otherEntries,
      activeFor: [page('licence'), ...ENTRY_PAGES, `${page('checks')}/`],
    },
    {
      kind: 'link',
      id: 'enterprise-reminders',
      label: '信息校验提醒',
      href: firstReminder,
      fallbackHrefs: otherReminders,
      activeFor: REMINDER_PAGES,
      showsReminders: true,
    },
    { kind: 'pending', id: 'enterprise-guide', label: '企业事项办理向导' },
    {
      kind: 'link',
      id: 'enterprise-acceptance',
      label: '受理情况指南',
      href: page('acceptanceGuide'),
      fallbackHrefs: [page('acceptanceOpinions')],
      activeFor: [`${page('acceptance')}/`],
    },
    { kind: 'link', id: 'enterprise-materials', label: '申报材料分析', href: page('materialAnalysis') },
  ],
};

/** Spec §2 会员专栏 dropdown; each entry is removed unless the user holds its permission (and role). */
export const MEMBER_NAV_ITEM: NavMenuItem = {
  kind: 'menu',
  id: 'member',
  label: '会员专栏',
  children: [
    { kind: 'link', id: 'member-orders', label: '会员订单', href: paths.memberOrders.getHref(), permissions: ['memberInfo'] },
    {
      kind: 'link',
      id: 'member-keys',
      label: '密钥管理',
      href: paths.manageKey.getHref(),
      permissions: ['manageKey'],
      roles: [VIP_ROLE],
      vip: true,
    },
  ],
};
