import { ENTERPRISE_INFO_MENU_ID, ENTERPRISE_INFO_PATH, ENTERPRISE_PAGES } from '../../forms/enterprise-pages.ts';

/** One node of the portal's route tree. Ids are stable: keys' granted routes refer to them. */
export interface MenuSeed {
  id: number;
  path: string;
  name: string;
  /** Roles whose members see this route; admins (`*:*:*`) see everything. */
  roles?: string[];
  /** May be granted to a secondary key. */
  keyGrantable?: boolean;
  children?: MenuSeed[];
}

const MEMBERS = ['member', 'member_level_2'];

/** Stable ids of the route-tree roots outside /qyxx (the /qyxx ids are in forms/enterprise-pages.ts). */
export const MENU_ID = {
  edu: 2000,
  eduCourse: 2001,
  eduPlayer: 2100,
  policyMatch: 2200,
  noticeQuery: 2300,
  comprehensiveInfo: 2400,
  comprehensiveInfoDetail: 2401,
  memberOrders: 2500,
  manageKey: 2600,
  userCenter: 2700,
  userMessages: 2800,
  memberCenter: 2900,
} as const;

/** The /qyxx subtree from the page table: a page's parent is the page its segment continues. */
function enterpriseInfoChildren(parent = ''): MenuSeed[] {
  return ENTERPRISE_PAGES.filter((page) => parentSegment(page.segment) === parent).map((page) => {
    const children = enterpriseInfoChildren(page.segment);
    const node: MenuSeed = { id: page.menuId, path: page.segment.slice(parent ? parent.length + 1 : 0), name: page.name };
    return children.length ? { ...node, children } : node;
  });
}

function parentSegment(segment: string): string {
  const parents = ENTERPRISE_PAGES.map((page) => page.segment as string).filter((other) => segment.startsWith(`${other}/`));
  return parents.reduce((longest, other) => (other.length > longest.length ? other : longest), '');
}

/** Every route that needs a login (spec section 2); public paths are not listed here. */
export const MENU_SEED: MenuSeed[] = [
  {
    id: ENTERPRISE_INFO_MENU_ID,
    path: ENTERPRISE_INFO_PATH,
    name: '企业信息',
    roles: MEMBERS,
    keyGrantable: true,
    children: enterpriseInfoChildren(),
  },
  {
    id: MENU_ID.edu,
    path: '/edu',
    name: '课程中心',
    roles: MEMBERS,
    children: [{ id: MENU_ID.eduCourse, path: 'course/:uuid?', name: '课程详情' }],
  },
  { id: MENU_ID.eduPlayer, path: '/edu-player', name: '课程播放', roles: MEMBERS },
  { id: MENU_ID.policyMatch, path: '/match', name: '政策匹配', roles: MEMBERS },
  { id: MENU_ID.noticeQuery, path: '/gsggcx', name: '公示公告查询', roles: MEMBERS },
  {
    id: MENU_ID.comprehensiveInfo,
    path: '/zhxx',
    name: '综合信息',
    roles: MEMBERS,
    children: [{ id: MENU_ID.comprehensiveInfoDetail, path: 'detail/:uuid?', name: '综合信息详情' }],
  },
  { id: MENU_ID.memberOrders, path: '/memberInfo', name: '会员订单', roles: MEMBERS },
  { id: MENU_ID.manageKey, path: '/manageKey', name: '密钥管理', roles: ['member_level_2'] },
  { id: MENU_ID.userCenter, path: '/userInfo', name: '个人中心', roles: MEMBERS },
  { id: MENU_ID.userMessages, path: '/userMessage', name: '我的消息', roles: MEMBERS },
  // Public for visitors, but the SPA closes it to anyone whose route list lacks it (spec §4), so members get it here.
  { id: MENU_ID.memberCenter, path: '/memberCenter', name: '会员专栏', roles: MEMBERS },
];

export interface FlatMenu {
  id: number;
  parentId: number | null;
  path: string;
  name: string;
  sort: number;
  keyGrantable: boolean;
  roles: string[];
}

/** Flattens the tree; children inherit their root's roles and grantability. */
export function flattenMenus(nodes: MenuSeed[] = MENU_SEED, parent?: FlatMenu): FlatMenu[] {
  return nodes.flatMap((node, index) => {
    const flat: FlatMenu = {
      id: node.id,
      parentId: parent?.id ?? null,
      path: node.path,
      name: node.name,
      sort: index,
      keyGrantable: node.keyGrantable ?? parent?.keyGrantable ?? false,
      roles: node.roles ?? parent?.roles ?? [],
    };
    return [flat, ...flattenMenus(node.children ?? [], flat)];
  });
}
