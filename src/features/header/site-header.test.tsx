import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { toast } from '@/lib/toast';
import { SERVER_LOGOUT_FAILED, sessionStore } from '@/stores/session-store';
import { signIn, signOut } from './testing/fixtures';
import { renderHeader } from './testing/render-header';

beforeEach(signOut);
afterEach(signOut);

const openMemberMenu = async (user: ReturnType<typeof renderHeader>['user']) => {
  await user.click(screen.getByRole('button', { name: '会员专栏' }));
};

describe('SiteHeader', () => {
  it('shows 登录 and 立即注册 to visitors, and no account menus', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '建筑业企业信息服务门户' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: /^消息/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '企业信息' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '会员专栏' })).not.toBeInTheDocument();
  });

  it('shows the nickname, the avatar and the message link once signed in', () => {
    signIn();
    renderHeader();
    const trigger = screen.getByRole('button', { name: '张三' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/profile/avatar/zhangsan.png');
    expect(trigger.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: '消息' })).toHaveAttribute('href', '/userMessage');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '登录' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '企业信息' })).toBeInTheDocument();
  });

  it('shows the enterprise name when the nickname is empty', () => {
    signIn({ name: '' });
    renderHeader();
    expect(screen.getByRole('button', { name: '示例建设集团有限公司' })).toBeInTheDocument();
  });

  it('counts unread messages in the badge and the link name, 99+ above 99', () => {
    signIn({ unreadMessage: 3 });
    const { unmount } = renderHeader();
    expect(screen.getByRole('link', { name: '消息 3 条未读' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent(/^3$/);
    unmount();

    signIn({ unreadMessage: 120 });
    renderHeader();
    expect(screen.getByRole('link', { name: '消息 99+ 条未读' })).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('treats a token without an avatar as signed out', () => {
    signIn({ avatar: '' });
    renderHeader();
    expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
  });

  describe('会员专栏', () => {
    it('is left out when the user may see neither entry', () => {
      signIn({ permissions: ['userInfo'] });
      renderHeader();
      expect(screen.queryByRole('button', { name: '会员专栏' })).not.toBeInTheDocument();
    });

    it('shows 会员订单 with permission memberInfo only', async () => {
      signIn({ permissions: ['memberInfo', 'manageKey'] });
      const { user } = renderHeader();
      await openMemberMenu(user);
      expect(screen.getByRole('link', { name: '会员订单' })).toHaveAttribute('href', '/memberInfo');
      // manageKey without the member_level_2 role is not enough.
      expect(screen.queryByRole('link', { name: /密钥管理/ })).not.toBeInTheDocument();
    });

    it('shows 密钥管理 with permission manageKey and role member_level_2', async () => {
      signIn({ roles: ['member_level_2'], permissions: ['manageKey'] });
      const { user } = renderHeader();
      await openMemberMenu(user);
      expect(screen.getByRole('link', { name: /密钥管理/ })).toHaveAttribute('href', '/manageKey');
      expect(screen.queryByRole('link', { name: '会员订单' })).not.toBeInTheDocument();
    });

    it('shows both entries to the wildcard permission', async () => {
      signIn({ roles: ['admin'], permissions: ['*:*:*'] });
      const { user } = renderHeader();
      await openMemberMenu(user);
      expect(screen.getByRole('link', { name: '会员订单' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /密钥管理/ })).toBeInTheDocument();
    });
  });

  it('keeps only the 企业信息 entries the permitted routes allow', async () => {
    signIn({
      permissions: ['memberInfo'],
      // A permitted parent opens everything under it, so only a single page is listed here.
      routes: [{ path: '/qyxx/sbclfx', name: '申报材料分析' }, { path: '/memberInfo', name: '会员订单' }],
    });
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: '企业信息' }));
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '申报材料分析' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: '企业信息录入及查询' })).not.toBeInTheDocument();
    expect(within(nav).getByText('企业事项办理向导')).toBeInTheDocument();
  });

  it('leaves 企业信息 out when no enterprise page is permitted', () => {
    signIn({ routes: [{ path: '/userInfo', name: '个人中心' }] });
    renderHeader();
    expect(screen.queryByRole('button', { name: '企业信息' })).not.toBeInTheDocument();
  });

  describe('logout', () => {
    const startLogout = async (user: ReturnType<typeof renderHeader>['user']) => {
      await user.click(screen.getByRole('button', { name: '张三' }));
      await user.click(screen.getByRole('button', { name: '退出登录' }));
      return screen.findByRole('alertdialog', { name: '提示' });
    };

    it('asks first, then calls logout and goes to /login', async () => {
      let calls = 0;
      server.use(
        http.post('/portal/api/logout', ({ response }) => {
          calls += 1;
          return response(200).json({ code: 200, msg: '退出成功' });
        }),
      );
      signIn();
      const { user } = renderHeader({ route: '/policy' });
      const dialog = await startLogout(user);
      expect(within(dialog).getByText('是否确认退出登录？')).toBeInTheDocument();
      expect(calls).toBe(0);

      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(calls).toBe(1);
      expect(sessionStore.getState().token).toBe('');
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '登录' })).toBeInTheDocument();
    });

    it.each([
      ['answers 500', () => http.post('/portal/api/logout', ({ response }) => response('5XX').json({ code: 500, msg: '服务器异常' }, { status: 500 }))],
      ['cannot be reached', () => http.post('/portal/api/logout', ({ response }) => response.untyped(Response.error()))],
    ])('still logs out locally and goes to /login when the logout call %s, and says the server session remains', async (_case, handler) => {
      server.use(handler());
      const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
      signIn();
      const { user } = renderHeader({ route: '/policy' });
      const dialog = await startLogout(user);
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(sessionStore.getState().token).toBe('');
      expect(shown.mock.calls).toEqual([[SERVER_LOGOUT_FAILED, { id: SERVER_LOGOUT_FAILED }]]);
      shown.mockRestore();
    });

    it('says nothing more when the server no longer knows the token (401)', async () => {
      server.use(http.post('/portal/api/logout', ({ response }) => response('4XX').json({ code: 401, msg: '认证失败' }, { status: 401 })));
      const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
      signIn();
      const { user } = renderHeader({ route: '/policy' });
      await user.click(within(await startLogout(user)).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(sessionStore.getState().token).toBe('');
      expect(shown).not.toHaveBeenCalled();
      shown.mockRestore();
    });

    it('stays signed in on 取消 and returns focus to the avatar menu', async () => {
      signIn();
      const { user } = renderHeader({ route: '/policy' });
      const dialog = await startLogout(user);
      await user.click(within(dialog).getByRole('button', { name: '取消' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      expect(screen.getByTestId('location')).toHaveTextContent('/policy');
      expect(sessionStore.getState().token).toBe('test-token');
      expect(screen.getByRole('button', { name: '张三' })).toHaveFocus();
    });
  });
});
