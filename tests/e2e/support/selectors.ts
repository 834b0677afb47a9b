/**
 * Every accessible name the end-to-end specs look for, in one place: when a label changes on a page,
 * change it here.
 */
import type { Locator, Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches a name that contains `text`, e.g. an avatar button named 'demo 的账户菜单'. */
export const containing = (text: string) => new RegExp(escape(text));

export const TITLE = '建筑业企业信息服务门户';
export const NOT_PERMITTED_TEXT = '页面未找到';
export const LOGOUT_QUESTION = '是否确认退出登录？';
export const DRAWER_ITEMS = ['资质标准', '政策文件', '常见问题', '课程中心', '联系我们'] as const;
/** The main-navigation items (spec §2 header), in order; the last two show when signed in. */
export const TOP_NAV_ITEMS = ['资质标准', '政策文件', '公示公告', '常见问题', '网站导航', '课程中心', '联系我们', '企业信息', '会员专栏'] as const;
/** Matches an entry whose name starts with `text`: '课程中心 VIP' is the 课程中心 link with its badge. */
export const startingWith = (text: string) => new RegExp(`^${escape(text)}`);
/** A link or button whose name starts with `name`, inside `scope`. */
export const entry = (scope: Locator, name: string) =>
  scope.getByRole('link', { name: startingWith(name) }).or(scope.getByRole('button', { name: startingWith(name) }));

export const register = {
  phone: (page: Page) => page.getByLabel('手机号'),
  /** 验证码 or 短信验证码 */
  code: (page: Page) => page.getByRole('textbox', { name: /^(短信)?验证码$/ }),
  sendCode: (page: Page) => page.getByRole('button', { name: '获取验证码' }),
  enterprise: (page: Page) => page.getByLabel('企业名称'),
  /** 密码 or 登录密码 */
  password: (page: Page) => page.getByLabel(/^(登录)?密码$/),
  confirmPassword: (page: Page) => page.getByLabel('确认密码'),
  submit: (page: Page) => page.getByRole('button', { name: '注册', exact: true }),
};

export const login = {
  passwordTab: (page: Page) => page.getByRole('tab', { name: '密码登录' }),
  keyTab: (page: Page) => page.getByRole('tab', { name: '密钥登录' }),
  username: (page: Page) => page.getByLabel('用户名'),
  password: (page: Page) => page.getByLabel('密码', { exact: true }),
  key: (page: Page) => page.getByLabel('密钥', { exact: true }),
  /** The submit button of the visible tab panel. */
  submit: (page: Page) => page.getByRole('tabpanel').getByRole('button', { name: '登录', exact: true }),
};

export const captcha = {
  dialog: (page: Page) => page.getByRole('dialog', { name: '请完成安全验证' }),
  /** Candidates for the captcha picture; the helper picks the one showing the generated image. */
  images: (dialog: Locator) => dialog.locator('img'),
  /** Only if the dialog has one; otherwise the last click submits. */
  confirm: (dialog: Locator) => dialog.getByRole('button', { name: /^(确定|确认|提交)$/ }),
};

export const header = {
  banner: (page: Page) => page.getByRole('banner'),
  loginLink: (page: Page) => page.getByRole('banner').getByRole('link', { name: '登录', exact: true }),
  /** The avatar menu's trigger; its name includes the nickname (or the enterprise name). */
  userMenu: (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name: containing(name) }),
  /** A menu item (dropdown menu) or a button (disclosure list) in the avatar menu. */
  logout: (page: Page) =>
    page.getByRole('menuitem', { name: '退出登录' }).or(page.getByRole('banner').getByRole('button', { name: '退出登录' })),
  logoutDialog: (page: Page) => page.getByRole('alertdialog').filter({ hasText: LOGOUT_QUESTION }),
  logoutConfirm: (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '确定' }),
  topNav: (page: Page) => page.getByRole('banner').getByRole('navigation', { name: '主导航' }),
  more: (page: Page) => page.getByRole('banner').getByRole('button', { name: '更多' }),
  moreMenu: (page: Page) => page.getByRole('menu'),
  openDrawer: (page: Page) => page.getByRole('button', { name: '打开导航菜单' }),
  drawer: (page: Page) => page.getByRole('dialog'),
};

/** The generic record pages under /qyxx (list, form, details) and their data table. */
export const records = {
  add: (page: Page) => page.getByRole('button', { name: '新增', exact: true }),
  search: (page: Page) => page.getByRole('search', { name: '查询条件' }),
  /** A text box or dictionary select of the search form, by its label. */
  searchField: (page: Page, label: string) => records.search(page).getByLabel(label, { exact: true }),
  searchSubmit: (page: Page) => records.search(page).getByRole('button', { name: '查询' }),
  /** The list's table, named by its caption (the page title, e.g. 注册人员信息). */
  table: (page: Page, caption: string) => page.getByRole('table', { name: caption }),
  /** The data rows of a table (its body), without the header row. */
  bodyRows: (table: Locator) => table.getByRole('rowgroup').nth(1).getByRole('row'),
  /** The data row that contains `text`. */
  row: (table: Locator, text: string) => records.bodyRows(table).filter({ hasText: text }),
  /** 共 N 条 under the table. */
  total: (page: Page) => page.getByRole('navigation', { name: '分页' }).getByText(/^共 \d+ 条$/),
  columnHeader: (table: Locator, header: string) => table.getByRole('columnheader', { name: header, exact: true }),
  sortButton: (table: Locator, header: string) => records.columnHeader(table, header).getByRole('button'),
  exportButton: (page: Page) => page.getByRole('button', { name: '导出' }),
  /** The row buttons, named after the record's one-line title (e.g. 姓名（注册证书编号）). */
  view: (page: Page, title: string) => page.getByRole('button', { name: `查看 ${title}`, exact: true }),
  remove: (page: Page, title: string) => page.getByRole('button', { name: `删除 ${title}`, exact: true }),
  selectRow: (table: Locator, text: string) => records.row(table, text).getByRole('checkbox'),
  selectedCount: (page: Page) => page.getByText(/^已选择 \d+ 条$/),
  bulkDelete: (page: Page) => page.getByRole('button', { name: '批量删除' }),
  deleteDialog: (page: Page) => page.getByRole('alertdialog', { name: '删除确认' }),
  confirm: (dialog: Locator) => dialog.getByRole('button', { name: '确定' }),
  cancel: (dialog: Locator) => dialog.getByRole('button', { name: '取消' }),
  save: (form: Locator) => form.getByRole('button', { name: '保存' }),
  EMPTY_TEXT: '暂无数据',
};
