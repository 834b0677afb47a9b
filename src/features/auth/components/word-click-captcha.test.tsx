import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { captchaFixture, envelope } from '../testing/fixtures';
import { clickImage, CLICKS, fillCredentials, mockAuth } from '../testing/login-helpers';
import { findLocation, renderAuthPage } from '../testing/render-auth-page';

describe('WordClickCaptcha in the login dialog', () => {
  it('maps clicks on a scaled-down image back to image pixels', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    const image = await screen.findByRole('img', { name: '点选验证码图片' });
    image.getBoundingClientRect = () => ({ left: 10, top: 20, width: 160, height: 80, right: 170, bottom: 100, x: 10, y: 20, toJSON: () => ({}) });
    await clickImage(user, [
      { x: 30, y: 45 },
      { x: 70, y: 60 },
      { x: 110, y: 35 },
      { x: 150, y: 80 },
    ]);
    await findLocation();
    expect(calls.checks).toEqual([{ captchaId: expect.any(String), points: CLICKS }]);
  });

  it('undoes and resets clicks', async () => {
    mockAuth();
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user, CLICKS.slice(0, 3));
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.getAllByTestId('captcha-mark')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.queryAllByTestId('captcha-mark')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('已点击 0/4');
  });

  it('can be solved with the keyboard: arrows move a crosshair, Enter picks, Backspace undoes', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await screen.findByRole('img', { name: '点选验证码图片' });
    screen.getByRole('application').focus();
    // The crosshair starts at the centre (160, 80); a step is 8 px, 32 px with Shift.
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{Enter}');
    await user.keyboard('{ArrowDown}{Enter}{Backspace}');
    expect(screen.getAllByTestId('captcha-mark')).toHaveLength(2);
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(await findLocation()).toBe('/');
    expect(calls.checks).toEqual([
      {
        captchaId: expect.any(String),
        points: [
          { x: 176, y: 80 },
          { x: 144, y: 80 },
          { x: 144, y: 72 },
          { x: 144, y: 104 },
        ],
      },
    ]);
  });

  it('closes the captcha with Escape or 关闭 without logging in', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await screen.findByRole('img', { name: '点选验证码图片' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByRole('img', { name: '点选验证码图片' });
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.generated).toBe(2);
    expect(calls.logins).toEqual([]);
  });

  it('refreshes the captcha on demand', async () => {
    const calls = mockAuth();
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user, CLICKS.slice(0, 1));
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(calls.generated).toBe(2));
    expect(screen.queryAllByTestId('captcha-mark')).toHaveLength(0);
  });

  it('shows 验证失败，请重试 and loads a new captcha when the check fails', async () => {
    const calls = mockAuth({ checkFails: 1 });
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user);

    expect(await screen.findByText('验证失败，请重试')).toBeInTheDocument();
    expect(await screen.findByText('验证失败，请按顺序点击图中文字')).toBeInTheDocument(); // the middleware's toast
    await waitFor(() => expect(calls.generated).toBe(2));
    await waitFor(() => expect(screen.queryAllByTestId('captcha-mark')).toHaveLength(0));
    expect(calls.logins).toEqual([]);

    await clickImage(user);
    expect(await findLocation()).toBe('/');
    expect(calls.checks[1]).toEqual({ captchaId: '6f1c1c9e-1d5b-4c1a-9f57-4f6f2b0a0002', points: CLICKS });
  });

  it('loads a new captcha when the current one expires', async () => {
    mockAuth();
    let generated = 0;
    server.use(
      http.get('/captcha/generateWordClickCaptcha', ({ response }) => {
        generated += 1;
        return response(200).json(envelope(captchaFixture({ captchaId: `6f1c1c9e-1d5b-4c1a-9f57-4f6f2b0a010${generated}`, expiresIn: 1 })));
      }),
    );
    const { user } = renderAuthPage('/login');
    await fillCredentials(user);
    await clickImage(user, CLICKS.slice(0, 1));
    await waitFor(() => expect(generated).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(screen.queryAllByTestId('captcha-mark')).toHaveLength(0));
  });
});
