import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { signIn, signOut } from '../testing/fixtures';
import { renderHeader } from '../testing/render-header';

beforeEach(signOut);
afterEach(signOut);

async function openDrawer(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(screen.getByRole('button', { name: '打开导航菜单' }));
  return screen.findByRole('dialog', { name: '建筑业企业信息服务门户' });
}

describe('mobile drawer', () => {
  it('lists exactly 资质标准, 政策文件, 常见问题, 课程中心, 联系我们 and locks body scrolling', async () => {
    const { user } = renderHeader();
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    const drawer = await openDrawer(user);
    const nav = within(drawer).getByRole('navigation', { name: '移动端导航' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent?.replaceAll('VIP', ''), link.getAttribute('href')])).toEqual([
      ['资质标准', '/zzbz/01-101001'],
      ['政策文件', '/policy'],
      ['常见问题', '/question'],
      ['课程中心', '/memberCenter'],
      ['联系我们', '/questionFeedback'],
    ]);
    expect(within(nav).getByRole('link', { name: '资质标准' })).toHaveAttribute('target', '_blank');
    expect(document.body).toHaveAttribute('data-scroll-locked');
    // The modal drawer hides the rest of the page from assistive technology.
    expect(screen.getByRole('button', { name: '打开导航菜单', hidden: true })).toHaveAttribute('aria-expanded', 'true');
  });

  it('offers 登录 and 立即注册 to visitors', async () => {
    const { user } = renderHeader();
    const drawer = await openDrawer(user);
    const account = within(drawer).getByRole('list', { name: '账户' });
    expect(within(account).getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
  });

  it('closes after following a link, unlocking the page and returning focus', async () => {
    const { user } = renderHeader();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('link', { name: '常见问题' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/question');
    expect(document.body).not.toHaveAttribute('data-scroll-locked');
    expect(screen.getByRole('button', { name: '打开导航菜单' })).toHaveFocus();
  });

  it('closes with Escape', async () => {
    const { user } = renderHeader();
    await openDrawer(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '打开导航菜单' })).toHaveFocus();
  });

  it('gives signed-in users their entries, logging out after confirmation', async () => {
    server.use(http.post('/portal/api/logout', ({ response }) => response(200).json({ code: 200, msg: '退出成功' })));
    signIn({ unreadMessage: 2, roles: ['member_level_2'] });
    const { user } = renderHeader({ route: '/policy' });
    const drawer = await openDrawer(user);
    expect(within(drawer).getByRole('link', { name: /课程中心/ })).toHaveAttribute('href', '/edu');
    const account = within(drawer).getByRole('list', { name: '账户：张三' });
    expect(within(account).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/userInfo');
    expect(within(account).getByRole('link', { name: '消息 2 条未读' })).toHaveAttribute('href', '/userMessage');

    await user.click(within(account).getByRole('button', { name: '退出登录' }));
    const confirm = await screen.findByRole('alertdialog', { name: '提示' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it("lists a member's 企业信息 and 会员专栏 entries below the five items", async () => {
    signIn({ roles: ['member_level_2'], permissions: ['memberInfo', 'manageKey'], routes: null });
    const { user } = renderHeader({ route: '/qyxx/zcry/ryxx' });
    const drawer = await openDrawer(user);
    const nav = within(drawer).getByRole('navigation', { name: '移动端导航' });
    const links = within(nav).getAllByRole('link').map((link) => link.textContent?.replaceAll('VIP', ''));
    expect(links).toEqual(['资质标准', '政策文件', '常见问题', '课程中心', '联系我们', '企业信息录入及查询', '信息校验提醒', '受理情况指南', '申报材料分析', '会员订单', '密钥管理']);
    const enterprise = within(nav).getByRole('list', { name: '企业信息' });
    expect(within(enterprise).getByRole('link', { name: '企业信息录入及查询' })).toHaveAttribute('href', '/qyxx/yyzz/yyzzxx');
    expect(within(enterprise).getByRole('link', { name: '企业信息录入及查询' })).toHaveAttribute('aria-current', 'page');
    expect(within(enterprise).getByText('企业事项办理向导').closest('[aria-disabled]')).toHaveAttribute('title', '即将开放');
    expect(within(nav).getByRole('list', { name: '会员专栏' })).toBeInTheDocument();
    await user.click(within(enterprise).getByRole('link', { name: '申报材料分析' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/qyxx/sbclfx');
  });

  it("shows a key only the entries its routes grant, leading to the pages it may open", async () => {
    signIn({
      routes: [{ path: '/qyxx', name: '企业信息', children: [{ path: 'zcry', name: '注册人员', children: [{ path: 'ryxx', name: '注册人员信息' }] }] }],
    });
    const { user } = renderHeader();
    const drawer = await openDrawer(user);
    const enterprise = within(drawer).getByRole('list', { name: '企业信息' });
    expect(within(enterprise).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['企业信息录入及查询', '/qyxx/zcry/ryxx'],
    ]);
    expect(within(drawer).queryByRole('list', { name: '会员专栏' })).not.toBeInTheDocument();
  });
});
