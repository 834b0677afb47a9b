import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { http, server } from '@/testing/msw-server';
import { envelope, errorBody } from '../testing/fixtures';
import { findLocation, renderAuthPage } from '../testing/render-auth-page';

const KEY = 'k3y-0123456789abcdef';

describe('LoginPage — key login', () => {
  it('logs in with a key and follows the redirect', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/portal/api/keyLogin', async ({ request, response }) => {
        bodies.push(await request.json());
        return response(200).json(envelope({ token: 'tok-key', expiresIn: 604800 }, '登录成功'));
      }),
    );
    const { user } = renderAuthPage('/login?redirect=%2FmanageKey');
    await user.click(screen.getByRole('tab', { name: '密钥登录' }));
    await user.type(screen.getByLabelText('密钥'), ` ${KEY} `);
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await findLocation()).toBe('/manageKey');
    expect(bodies).toEqual([{ key: KEY }]);
    expect(Cookies.get('access_token')).toBe('tok-key');
  });

  it('checks the key length before calling the server', async () => {
    const { user } = renderAuthPage('/login');
    await user.click(screen.getByRole('tab', { name: '密钥登录' }));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入密钥')).toBeInTheDocument();
    await user.type(screen.getByLabelText('密钥'), 'short');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('密钥长度为 16-128 位')).toBeInTheDocument();
  });

  it('shows an invalid key at the field', async () => {
    const msg = '密钥无效、已停用或已过期';
    server.use(
      http.post('/portal/api/keyLogin', ({ response }) =>
        response('4XX').json(errorBody(400, msg, [{ field: 'body.key', msg }]), { status: 400 }),
      ),
    );
    const { user } = renderAuthPage('/login');
    await user.click(screen.getByRole('tab', { name: '密钥登录' }));
    await user.type(screen.getByLabelText('密钥'), KEY);
    await user.click(screen.getByRole('button', { name: '登录' }));

    const field = screen.getByLabelText('密钥');
    expect(await screen.findByText(msg, { selector: 'p[role="alert"]' })).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(msg));
    expect(screen.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(Cookies.get('access_token')).toBeUndefined();
  });
});
