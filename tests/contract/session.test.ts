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

  const attempt = async (username: string, password: string) =>
    server.client.POST('/portal/api/login', { body: { username, password, ticket: await captchaTicket(server) } });
  const LOCKED = { code: 423, message: '密码连续错误 5 次，账号已锁定，请 10 分钟后再试' };
  const FAILED = { code: 400, message: '用户名或密码错误' };
  // Lets a test log in again at once instead of waiting out the 10-minute lock.
  const forgetAttempts = () => server.database.db.execute(sql`delete from login_attempts`);

  it('locks a name for 10 minutes after 5 wrong passwords, an account and an unknown name alike', async () => {
    for (const username of [DEMO.basic.username, 'nobody-here']) {
      for (let i = 1; i <= 4; i++) await expect(attempt(username, 'Wrong-pass-1'), username).rejects.toMatchObject(FAILED);
      await expect(attempt(username, 'Wrong-pass-1'), username).rejects.toMatchObject(LOCKED);
      await expect(attempt(username, 'Wrong-pass-2'), username).rejects.toMatchObject({ code: 423 });
    }
    await expect(attempt(DEMO.basic.username, DEMO.basic.password)).rejects.toMatchObject({ code: 423 });
    // Once the lock has run out the right password works again.
    await server.database.db.execute(sql`update login_attempts set locked_until = now() - interval '1 second'`);
    await expect(attempt(DEMO.basic.username, DEMO.basic.password)).resolves.toBeTruthy();
    await forgetAttempts();
  });

  it('counts every attempt of a concurrent burst, refuses the right password once locked, and ends the account’s sessions', async () => {
    const { username, password } = DEMO.basic;
    const session = await login(server, username, password);
    const keySession = (await unwrap(server.client.POST('/portal/api/keyLogin', { body: { key: DEMO.mainKey } }))).token;
    const tickets = await Promise.all(Array.from({ length: 13 }, () => captchaTicket(server)));
    const send = (pass: string, ticket: string) =>
      server.app.inject({ method: 'POST', url: '/portal/api/login', payload: { username, password: pass, ticket } });
    const burst = tickets.slice(1).map((ticket) => send('Wrong-pass-1', ticket));
    // The right password arrives once five attempts are counted, while most of the burst is still being checked.
    const counted = async () => {
      const result = await server.database.db.execute(sql`select coalesce(max(failed_count), 0) as n from login_attempts`);
      return Number((result as unknown as { rows: [{ n: number }] }).rows[0].n);
    };
    for (let waited = 0; (await counted()) < 5 && waited < 10_000; waited += 5) await new Promise((resolve) => setTimeout(resolve, 5));
    const right = await send(password, tickets[0]!);
    expect(JSON.parse(right.body)).toMatchObject({ code: 423 });
    const answers = (await Promise.all(burst)).map((r) => JSON.parse(r.body) as { code: number; msg: string });
    // At most five passwords are checked: four failures and the one that locks; the rest are refused unchecked.
    expect(answers.filter((a) => a.code === 400).length).toBeLessThanOrEqual(4);
    for (const a of answers) expect([FAILED.message, LOCKED.message]).toContain(a.msg);
    await expect(attempt(username, password)).rejects.toMatchObject({ code: 423 });
    // The lockout ended the password session; sessions opened with the enterprise's keys are not the password's.
    await expect(server.as(session).GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    await expect(unwrap(server.as(keySession).GET('/portal/getInfo'))).resolves.toBeTruthy();
    await forgetAttempts();
  });

  it('says an account is disabled only after its right password', async () => {
    const disable = (status: string) => server.database.db.execute(sql`update users set status = ${status} where user_name = ${DEMO.basic.username}`);
    await disable('1');
    try {
      await expect(attempt(DEMO.basic.username, 'Wrong-pass-1')).rejects.toMatchObject(FAILED);
      await expect(attempt(DEMO.basic.username, DEMO.basic.password)).rejects.toMatchObject({ code: 400, message: '账号已停用，请联系管理员' });
    } finally {
      await disable('0');
      await forgetAttempts();
    }
  });
});
