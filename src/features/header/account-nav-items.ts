import { paths } from '@/config/paths';
import { VIP_ROLE } from '@/lib/permissions/vip';
import type { NavMenuItem } from './nav-items';

// paths.ts names only the /qyxx area; its children are written here once for the header.
const enterpriseHref = (child: string) => `${paths.enterpriseInfo.path}/${child}`;

/** Spec §2 side menu: the pages that make up 企业信息录入及查询. */
const ENTRY_PAGES = ['yyzz', 'yyzz/yyzzxx', 'zzzs/zzzsxx', 'zcry/ryxx', 'qtry/ryxx', 'jgptxm/xmmgr', 'zcry/ryyjxx', 'qyxxjy/'];

/** Spec §2 reminders menu. */
const REMINDER_PAGES = [
  'yyzz/yyzzxxtx',
  'zzzs/zzzsxxtx',
  'jgptxm/jgptxmtx',
  'zcry/zcryxxtx',
  'qtry/qtryxxtx',
  'zcry/ryyjtx',
  'zzzs/zzyctx',
];

/** Spec §2 企业信息 dropdown with its five entries; shown to signed-in users. */
export const ENTERPRISE_NAV_ITEM: NavMenuItem = {
  kind: 'menu',
  id: 'enterprise',
  label: '企业信息',
  children: [
    {
      kind: 'link',
      id: 'enterprise-entry',
      label: '企业信息录入及查询',
      href: enterpriseHref('yyzz/yyzzxx'),
      activeFor: ENTRY_PAGES.map(enterpriseHref),
    },
    {
      kind: 'link',
      id: 'enterprise-reminders',
      label: '信息校验提醒',
      href: enterpriseHref('yyzz/yyzzxxtx'),
      activeFor: REMINDER_PAGES.map(enterpriseHref),
      showsReminders: true,
    },
    { kind: 'pending', id: 'enterprise-guide', label: '企业事项办理向导' },
    {
      kind: 'link',
      id: 'enterprise-acceptance',
      label: '受理情况指南',
      href: enterpriseHref('sbslzn/sbrkzn'),
      activeFor: [enterpriseHref('sbslzn/')],
    },
    { kind: 'link', id: 'enterprise-materials', label: '申报材料分析', href: enterpriseHref('sbclfx') },
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
