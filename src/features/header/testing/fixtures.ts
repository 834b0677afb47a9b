import type { components } from '@openapi/schema.gen';
import { sessionStore, type SessionState } from '@/stores/session-store';

type ZzbzNode = components['schemas']['ZzbzNode'];
type DictData = components['schemas']['DictData'];

let nextId = 0;
const id = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

function node(category: ZzbzNode['category'], code: string, label: string, children: [string, string][] = []): ZzbzNode {
  return {
    id: id(),
    label,
    category,
    code,
    sort: 0,
    children: children.map(([subcode, childLabel], index) => ({ id: id(), label: childLabel, category, code, subcode, sort: index, children: [] })),
  };
}

/** A small menu tree shaped like the seeded one, with the duplicated 10400201 of 监理专业资质. */
export function qualificationTree(): ZzbzNode[] {
  return [
    node('01', '101001', '工程勘察综合资质'),
    node('01', '101002', '工程勘察专业资质'),
    node('02', '102001', '工程设计行业资质', [
      ['10200101', '煤炭行业'],
      ['10200102', '化工石化医药行业'],
    ]),
    node('02', '102002', '工程设计专项资质', [['10200201', '建筑装饰工程']]),
    node('02', '102003', '工程设计事务所资质'),
    node('03', '103001', '施工总承包资质', [
      ['10300101', '建筑工程'],
      ['10300113', '施工总承包特级资质'],
    ]),
    node('03', '103002', '专业承包资质', [['10300201', '地基基础工程']]),
    node('03', '103003', '施工劳务资质'),
    node('04', '104001', '工程监理综合资质'),
    node('04', '104002', '工程监理专业资质', [
      ['10400201', '房屋建筑工程'],
      ['10400201', '冶金工程'],
      ['10400202', '矿山工程'],
    ]),
    node('04', '104003', '工程监理事务所资质'),
  ];
}

/** sys_province rows as the dictionary call returns them (a few per group). */
export function provinceDict(): DictData[] {
  const rows: [string, string][] = [
    ['部委', '000000'],
    ['北京市', '110000'],
    ['河北省', '130000'],
    ['辽宁省', '210000'],
    ['上海市', '310000'],
    ['河南省', '410000'],
    ['广东省', '440000'],
    ['四川省', '510000'],
    ['新疆维吾尔自治区', '650000'],
    ['新疆生产建设兵团', '660000'],
  ];
  return rows.map(([dictLabel, dictValue], index) => ({
    dictCode: index + 1,
    dictSort: index,
    dictLabel,
    dictValue,
    dictType: 'sys_province',
    listClass: null,
    isDefault: 'N',
    status: '0',
    remark: null,
    createTime: '2026-01-01 00:00:00',
  }));
}

const signedOutState: Partial<SessionState> = {
  token: '',
  name: '',
  avatar: '',
  roles: [],
  permissions: [],
  info: null,
  ent: null,
  reminderCount: 0,
  unreadMessage: 0,
  key: null,
  routes: null,
};

/** Puts the session store in the signed-out state. */
export function signOut(): void {
  sessionStore.setState(signedOutState);
}

/** Signs a user in directly in the store (no getInfo call): nickname 张三, enterprise 示例建设集团有限公司. */
export function signIn(overrides: Partial<SessionState> = {}): void {
  sessionStore.setState({
    ...signedOutState,
    token: 'test-token',
    name: '张三',
    avatar: '/profile/avatar/zhangsan.png',
    roles: ['member'],
    permissions: [],
    ent: { entId: '00000000-0000-4000-8000-00000000e001', entName: '示例建设集团有限公司', creditCode: null },
    ...overrides,
  });
}
