import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { envelope, errorBody } from '../testing/fixtures';
import { clickImage, CLICKS, fillCredentials, mockAuth, TICKET } from '../testing/login-helpers';
import { findLocation, renderAuthPage } from '../testing/render-auth-page';

describe('LoginPage — password login', () => {
  it('opens the captcha, posts the clicks in order, logs in and goes home', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    expect(screen.getByRole('heading', { level: 1, name: '用户登录' })).toBeInTheDocument();

    await fillCredentials(user, ' demo ');
    const dialog = await screen.findByRole('dialog', { name: '请完成安全验证' });
    expect(await within(dialog).findByText('请依次点击：「建」「筑」「企」「业」')).toBeInTheDocument();

    await clickImage(user, CLICKS.slice(0, 2));
    expect(within(dialog).getAllByTestId('captcha-mark').map((mark) => mark.textContent)).toEqual(['1', '2']);
    await clickImage(user, CLICKS.slice(2));

    expect(await findLocation()).toBe('/');
    expect(calls.checks).toEqual([{ captchaId: '6f1c1c9e-1d5b-4c1a-9f57-4f6f2b0a0001', points: CLICKS }]);
    expect(calls.logins).toEqual([{ username: 'demo', password: 'Demo@2026', ticket: TICKET }]);
    expect(Cookies.get('access_token')).toBe('tok-abc');
  });

  it('honours a safe redirect', async () => {
    mockAuth();
    const { user } = renderAuthPage(`/login?redirect=${encodeURIComponent('/qyxx/yyzz/yyzzxx?tab=2')}`);
    await fillCredentials(user);
    await clickImage(user);
    expect(await findLocation()).toBe('/qyxx/yyzz/yyzzxx?tab=2');
  });

  it('keeps the hash of the redirect', async () => {
    mockAuth();
    const { user } = renderAuthPage(`/login?redirect=${encodeURIComponent('/qyxx/yyzz/yyzzxx?tab=2#changelog')}`);
    await fillCredentials(user);
    await clickImage(user);
    expect(await findLocation()).toBe('/qyxx/yyzz/yyzzxx?tab=2#changelog');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil', 'javascript:alert(1)', '/external-redirect?url=https://evil.example', '/register'])('ignores the unsafe redirect %s', async (redirect) => {
    mockAuth();
    const { user } = renderAuthPage(`/login?redirect=${encodeURIComponent(redirect)}`);
    await fillCredentials(user);
    await clickImage(user);
    expect(await findLocation()).toBe('/');
  });

  it('validates the fields before showing the captcha', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名或手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名/手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('用户名/手机号')).toHaveAccessibleDescription('请输入用户名或手机号');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.generated).toBe(0);
  });

  it.each([
    [400, '用户名或密码错误'],
    [423, '密码连续错误 5 次，账号已锁定，请 10 分钟后再试'],
  ])('shows the server message once for a %i answer and lets the user try again', async (status, msg) => {
    mockAuth();
    server.use(http.post('/portal/api/login', ({ response }) => response('4XX').json(errorBody(status, msg), { status: status as 400 })));
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user);

    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getAllByText(msg)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toBeEnabled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(Cookies.get('access_token')).toBeUndefined();
  });

  it('disables the button with 登录中… while the login call is in flight', async () => {
    const calls = mockAuth();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/portal/api/login', async ({ request, response }) => {
        calls.logins.push(await request.json());
        await gate;
        return response(200).json(envelope({ token: 'tok-abc', expiresIn: 604800 }));
      }),
    );
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user);

    const button = await screen.findByRole('button', { name: '登录中…' });
    expect(button).toBeDisabled();
    await user.click(button);
    release();
    expect(await findLocation()).toBe('/');
    expect(calls.logins).toHaveLength(1);
  });

  it('links to register and forgot password', () => {
    renderAuthPage('/login');
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute('href', '/forgetPassword');
  });
});
