import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/unwrap.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { captchaTicket, login, routePaths } from '../support/flows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());


describe('login, session info and logout', () => {
  it('logs a member_level_2 member in with the word-click captcha and reports the session', async () => {
    const token = await login(server, DEMO.member.username, DEMO.member.password);
    const me = server.as(token);
    const info = await unwrap(me.GET('/portal/getInfo'));
    expect(info.user.userName).toBe(DEMO.member.username);
    expect(info.user.avatar).not.toBe('');
    expect(info.roles).toEqual(expect.arrayContaining(['member', 'member_level_2']));
    expect(info.permissions).toEqual(expect.arrayContaining(['memberInfo', 'manageKey', 'userInfo']));
    expect(info.ent?.entName).toBe(DEMO.member.entName);
    expect(info.unreadMessage).toBe(2);
    expect(info.key).toBeNull();
    const routes = routePaths(await unwrap(me.GET('/portal/getRouters')));
    expect(routes).toEqual(expect.arrayContaining(['/qyxx', '/qyxx/yyzz/yyzzxx', '/qyxx/qyxxjy/rycheck/checkStep', '/manageKey']));
  });

  it('logs in by phone number too, and a basic member gets no key management', async () => {
    const token = await login(server, DEMO.basic.phone, DEMO.basic.password);
    const info = await unwrap(server.as(token).GET('/portal/getInfo'));
    expect(info.roles).toEqual(['member']);
    expect(info.permissions).not.toContain('manageKey');
    const routes = routePaths(await unwrap(server.as(token).GET('/portal/getRouters')));
    expect(routes).toContain('/qyxx/zcry/ryxx');
    expect(routes).not.toContain('/manageKey');
  });

  it('gives the administrator *:*:* and every route', async () => {
    const token = await login(server, DEMO.admin.username, DEMO.admin.password);
    const info = await unwrap(server.as(token).GET('/portal/getInfo'));
    expect(info.permissions).toEqual(['*:*:*']);
    expect(info.ent).toBeNull();
    expect(routePaths(await unwrap(server.as(token).GET('/portal/getRouters')))).toContain('/manageKey');
  });

  it('revokes the token on logout: the same token is refused afterwards', async () => {
    const token = await login(server, DEMO.member.username, DEMO.member.password);
    await unwrap(server.as(token).GET('/portal/getInfo'));
    await server.as(token).POST('/portal/api/logout');
    await expect(server.as(token).GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    // Logging out again, or without any token, still succeeds.
    await expect(server.as(token).POST('/portal/api/logout')).resolves.toBeTruthy();
  });

  it('refuses getInfo without a token or with a forged one', async () => {
    await expect(server.client.GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    await expect(server.as('forged-token').GET('/portal/getRouters')).rejects.toMatchObject({ code: 401 });
  });
});

describe('captcha and login failures', () => {
  it('rejects wrong clicks, and a captcha can be checked only once', async () => {
    const captcha = await unwrap(server.client.GET('/captcha/generateWordClickCaptcha'));
    expect(captcha.words).toHaveLength(4);
    expect(captcha.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const wrong = captcha.words.map(() => ({ x: 1, y: 1 }));
    await expect(
      server.client.POST('/captcha/checkWordClickCaptcha', { body: { captchaId: captcha.captchaId, points: wrong } }),
    ).rejects.toMatchObject({ code: 400, message: '验证失败，请按顺序点击图中文字' });
    const answer = await unwrap(server.client.GET('/dev/sandbox/captcha/{id}', { params: { path: { id: captcha.captchaId } } }));
    await expect(
      server.client.POST('/captcha/checkWordClickCaptcha', { body: { captchaId: captcha.captchaId, points: answer.points } }),
    ).rejects.toMatchObject({ code: 400, message: '验证码已失效，请刷新后重试' });
  });

  it('accepts clicks within the tolerance but not in the wrong order', async () => {
    const captcha = await unwrap(server.client.GET('/captcha/generateWordClickCaptcha'));
    const { points } = await unwrap(server.client.GET('/dev/sandbox/captcha/{id}', { params: { path: { id: captcha.captchaId } } }));
    const nudged = points.map((p) => ({ x: p.x + 10, y: p.y - 10 }));
    await expect(
      server.client.POST('/captcha/checkWordClickCaptcha', { body: { captchaId: captcha.captchaId, points: nudged } }),
    ).resolves.toBeTruthy();
    const other = await unwrap(server.client.GET('/captcha/generateWordClickCaptcha'));
    const answer = await unwrap(server.client.GET('/dev/sandbox/captcha/{id}', { params: { path: { id: other.captchaId } } }));
    await expect(
      server.client.POST('/captcha/checkWordClickCaptcha', { body: { captchaId: other.captchaId, points: [...answer.points].reverse() } }),
    ).rejects.toMatchObject({ code: 400 });
  });

  it('requires a fresh ticket for every login attempt', async () => {
    const body = { username: DEMO.member.username, password: DEMO.member.password };
    await expect(server.client.POST('/portal/api/login', { body: { ...body, ticket: 'made-up' } })).rejects.toMatchObject({
      code: 400,
      message: '验证码校验已失效，请重新验证',
    });
    const ticket = await captchaTicket(server);
    await unwrap(server.client.POST('/portal/api/login', { body: { ...body, ticket } }));
    await expect(server.client.POST('/portal/api/login', { body: { ...body, ticket } })).rejects.toMatchObject({ code: 400 });
  });

  it('locks the account for 10 minutes after 5 wrong passwords, and says so', async () => {
    const attempt = async (password: string) =>
      server.client.POST('/portal/api/login', { body: { username: DEMO.basic.username, password, ticket: await captchaTicket(server) } });
    for (let i = 1; i <= 4; i++) {
      await expect(attempt('Wrong-pass-1')).rejects.toMatchObject({ code: 400, message: `用户名或密码错误，还可尝试 ${5 - i} 次` });
    }
    await expect(attempt('Wrong-pass-1')).rejects.toMatchObject({ code: 423, message: expect.stringContaining('账号已锁定，请 10 分钟后再试') });
    await expect(attempt(DEMO.basic.password)).rejects.toMatchObject({ code: 423 });
    // Once the lock has run out the right password works again.
    await server.database.db.execute(
      sql`update users set locked_until = now() - interval '1 second' where user_name = ${DEMO.basic.username}`,
    );
    await expect(attempt(DEMO.basic.password)).resolves.toBeTruthy();
  });

  it('answers an unknown user like a wrong password', async () => {
    const ticket = await captchaTicket(server);
    await expect(
      server.client.POST('/portal/api/login', { body: { username: 'nobody-here', password: 'Whatever-123', ticket } }),
    ).rejects.toMatchObject({ code: 400, message: '用户名或密码错误' });
  });
});
