import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { envelope, errorBody } from '../testing/fixtures';
import { renderAuthPage } from '../testing/render-auth-page';

const SENT = '如账号存在，验证码已发送至绑定手机';

function mockSendCode() {
  const usernames: (string | null)[] = [];
  server.use(
    http.get('/portal/api/sendForgetPwdCode', ({ request, response }) => {
      usernames.push(new URL(request.url).searchParams.get('username'));
      return response(200).json(envelope({ expiresIn: 300, resendIn: 60 }, SENT));
    }),
  );
  return usernames;
}

async function fillForm(user: UserEvent, password = 'NewPass123', confirm = password) {
  await user.type(screen.getByLabelText('用户名/手机号'), 'demo');
  await user.type(screen.getByLabelText('短信验证码'), '654321');
  await user.type(screen.getByLabelText('新密码'), password);
  await user.type(screen.getByLabelText('确认密码'), confirm);
}

afterEach(() => vi.useRealTimers());

describe('ForgetPasswordPage', () => {
  it('sends the code to the account and counts down 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const usernames = mockSendCode();
    const { user } = renderAuthPage('/forgetPassword');
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入用户名或手机号')).toBeInTheDocument();
    expect(usernames).toEqual([]);

    await user.type(screen.getByLabelText('用户名/手机号'), ' demo ');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重新获取' })).toBeDisabled();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(usernames).toEqual(['demo']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('resets the password, then goes to /login with a notice', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/api/checkForgetPwd', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json({ code: 200, msg: '密码已重置，请使用新密码登录' });
      }),
    );
    const { user } = renderAuthPage('/forgetPassword');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '确认重置' }));

    expect(await screen.findByRole('heading', { level: 1, name: '用户登录' }, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('密码已重置，请使用新密码登录')).toBeInTheDocument();
    expect(screen.getByLabelText('用户名/手机号')).toHaveValue('demo');
    expect(bodies).toEqual([{ username: 'demo', newPassword: 'NewPass123', code: '654321' }]);
  });

  it('checks the new password rules and the confirmation before calling the server', async () => {
    const { user } = renderAuthPage('/forgetPassword');
    await fillForm(user, 'short1', 'short2');
    await user.click(screen.getByRole('button', { name: '确认重置' }));
    expect(await screen.findByText('密码长度须为 8-32 位')).toBeInTheDocument();
    expect(screen.getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a wrong code at the code field and stays on the page', async () => {
    const msg = '验证码错误，还可尝试 3 次';
    server.use(
      http.post('/portal/api/checkForgetPwd', ({ response }) =>
        response('4XX').json(errorBody(400, msg, [{ field: 'body.code', msg }]), { status: 400 }),
      ),
    );
    const { user } = renderAuthPage('/forgetPassword');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: '确认重置' }));
    await waitFor(() => expect(screen.getByLabelText('短信验证码')).toHaveAccessibleDescription(expect.stringContaining(msg)));
    expect(screen.getByRole('button', { name: '确认重置' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: '找回密码' })).toBeInTheDocument();
  });

  it('shows a rate-limit message from the send call', async () => {
    const msg = '该号码今日获取验证码次数已达上限，请明天再试';
    server.use(http.get('/portal/api/sendForgetPwdCode', ({ response }) => response('4XX').json(errorBody(429, msg), { status: 429 })));
    const { user } = renderAuthPage('/forgetPassword');
    await user.type(screen.getByLabelText('用户名/手机号'), 'demo');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
