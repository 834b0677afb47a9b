import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, server } from '@/testing/msw-server';
import { captchaFixture, envelope, errorBody } from './fixtures';

export const TICKET = 'ticket-123';
export const CLICKS = [
  { x: 40, y: 50 },
  { x: 120, y: 80 },
  { x: 200, y: 30 },
  { x: 280, y: 120 },
];

/** Serves captchas (a new id each time) and records every check and login body. */
export function mockAuth({ checkFails = 0 } = {}) {
  const calls = { generated: 0, checks: [] as unknown[], logins: [] as unknown[] };
  server.use(
    http.get('/captcha/generateWordClickCaptcha', ({ response }) => {
      calls.generated += 1;
      return response(200).json(envelope(captchaFixture({ captchaId: `6f1c1c9e-1d5b-4c1a-9f57-4f6f2b0a000${calls.generated}` })));
    }),
    http.post('/captcha/checkWordClickCaptcha', async ({ request, response }) => {
      calls.checks.push(await request.json());
      if (calls.checks.length <= checkFails) return response('4XX').json(errorBody(400, '验证失败，请按顺序点击图中文字'), { status: 400 });
      return response(200).json(envelope({ ticket: TICKET, expiresIn: 120 }, '验证成功'));
    }),
    http.post('/portal/api/login', async ({ request, response }) => {
      calls.logins.push(await request.json());
      return response(200).json(envelope({ token: 'tok-abc', expiresIn: 604800 }, '登录成功'));
    }),
  );
  return calls;
}

export async function fillCredentials(user: UserEvent, username = 'demo', password = 'Demo@2026') {
  await user.type(screen.getByLabelText('用户名/手机号'), username);
  await user.type(screen.getByLabelText('密码'), password);
  await user.click(screen.getByRole('button', { name: '登录' }));
}

export async function clickImage(user: UserEvent, points = CLICKS) {
  const image = await screen.findByRole('img', { name: '点选验证码图片' });
  for (const { x, y } of points) {
    await user.pointer({ keys: '[MouseLeft]', target: image, coords: { clientX: x, clientY: y } });
  }
}
