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

const check = (id: number, path: string, name: string, withStep: boolean): MenuSeed => ({
  id,
  path,
  name,
  children: [
    { id: id + 1, path: 'checkLog', name: '校验记录' },
    ...(withStep ? [{ id: id + 2, path: 'checkStep', name: '校验步骤' }] : []),
  ],
});

/** Every route that needs a login (spec section 2); public paths are not listed here. */
export const MENU_SEED: MenuSeed[] = [
  {
    id: 1000,
    path: '/qyxx',
    name: '企业信息',
    roles: MEMBERS,
    keyGrantable: true,
    children: [
      { id: 1010, path: 'qyxxzx', name: '企业信息中心' },
      {
        id: 1100,
        path: 'yyzz',
        name: '营业执照',
        children: [
          { id: 1101, path: 'yyzzxx', name: '营业执照信息' },
          { id: 1102, path: 'yyzzxxtx', name: '营业执照提醒' },
        ],
      },
      {
        id: 1200,
        path: 'zzzs',
        name: '资质证书',
        children: [
          { id: 1201, path: 'zzzsxx', name: '资质证书信息' },
          { id: 1202, path: 'zzzsxxtx', name: '资质证书提醒' },
          { id: 1203, path: 'zzyctx', name: '资质异常提醒' },
        ],
      },
      {
        id: 1300,
        path: 'zcry',
        name: '注册人员',
        children: [
          { id: 1301, path: 'ryxx', name: '注册人员信息' },
          { id: 1302, path: 'zcryxxtx', name: '注册人员提醒' },
          { id: 1303, path: 'ryyjxx', name: '人员业绩信息' },
          { id: 1304, path: 'ryyjtx', name: '人员业绩提醒' },
        ],
      },
      {
        id: 1400,
        path: 'qtry',
        name: '其他人员',
        children: [
          { id: 1401, path: 'ryxx', name: '其他人员信息' },
          { id: 1402, path: 'qtryxxtx', name: '其他人员提醒' },
        ],
      },
      {
        id: 1500,
        path: 'jgptxm',
        name: '监管平台项目',
        children: [
          { id: 1501, path: 'xmmgr', name: '项目信息' },
          { id: 1502, path: 'jgptxm', name: '监管平台项目' },
          { id: 1503, path: 'jgptxmtx', name: '监管平台项目提醒' },
        ],
      },
      {
        id: 1600,
        path: 'qyxxjy',
        name: '信息校验',
        children: [
          check(1610, 'rycheck', '人员业绩校验', true),
          check(1620, 'ryslcheck', '人员数量校验', false),
          check(1630, 'xmcheck', '项目校验', true),
        ],
      },
      {
        id: 1700,
        path: 'sbslzn',
        name: '受理情况指南',
        children: [
          { id: 1701, path: 'sbrkzn', name: '申报入口指南' },
          { id: 1702, path: 'slyjjd', name: '受理意见解读' },
        ],
      },
      { id: 1800, path: 'sbclfx', name: '申报材料分析' },
      { id: 1810, path: 'bzzczx', name: '标准政策中心' },
      { id: 1820, path: 'fzcry', name: '复制从业人员' },
      { id: 1830, path: 'kczyzx', name: '课程资源中心' },
      { id: 1840, path: 'mbxz', name: '模板下载' },
    ],
  },
  { id: 2000, path: '/edu', name: '课程中心', roles: MEMBERS, children: [{ id: 2001, path: 'course/:uuid?', name: '课程详情' }] },
  { id: 2100, path: '/edu-player', name: '课程播放', roles: MEMBERS },
  { id: 2200, path: '/match', name: '政策匹配', roles: MEMBERS },
  { id: 2300, path: '/gsggcx', name: '公示公告查询', roles: MEMBERS },
  { id: 2400, path: '/zhxx', name: '综合信息', roles: MEMBERS, children: [{ id: 2401, path: 'detail/:uuid?', name: '综合信息详情' }] },
  { id: 2500, path: '/memberInfo', name: '会员订单', roles: MEMBERS },
  { id: 2600, path: '/manageKey', name: '密钥管理', roles: ['member_level_2'] },
  { id: 2700, path: '/userInfo', name: '个人中心', roles: MEMBERS },
  { id: 2800, path: '/userMessage', name: '我的消息', roles: MEMBERS },
  // Public for visitors, but the SPA closes it to anyone whose route list lacks it (spec §4), so members get it here.
  { id: 2900, path: '/memberCenter', name: '会员专栏', roles: MEMBERS },
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
