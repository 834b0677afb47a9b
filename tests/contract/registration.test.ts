import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwrap } from '../../src/api/unwrap.ts';
import { buildApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { afterReplyDone } from '../../server/http/after-reply.ts';
import { createSandboxProviders } from '../../server/providers/sandbox.ts';
import { DEMO } from '../../server/seed/demo-accounts.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { latestCode, login } from '../support/flows.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sendRegisterSms = (phonenumber: string) =>
  server.client.GET('/portal/api/registerSms', { params: { query: { phonenumber } } });
// Lets a test send the next code at once instead of waiting out the 60 s resend interval.
const ageCodes = (target: string, seconds: number) =>
  server.database.db.execute(
    sql`update verification_codes set create_time = create_time - make_interval(secs => ${seconds}) where target = ${target}`,
  );

describe('register', () => {
  it('registers with phone, SMS code, password and enterprise name, then logs in', async () => {
    const phone = '13900000001';
    const sent = await unwrap(sendRegisterSms(phone));
    expect(sent).toEqual({ expiresIn: 300, resendIn: 60 });
    const code = await latestCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);
    const registered = await server.client.POST('/portal/api/register', {
      body: { phonenumber: phone, code, password: 'Newuser2026', entName: '江南测试建设有限公司' },
    });
    expect(registered.data).toEqual({ code: 200, msg: '注册成功，请登录' });
    const token = await login(server, phone, 'Newuser2026');
    const info = await unwrap(server.as(token).GET('/portal/getInfo'));
    expect(info.ent?.entName).toBe('江南测试建设有限公司');
    expect(info.user.nickName).toBe('江南测试建设有限公司');
    expect(info.roles).toEqual(['member']);
  });

  it('refuses a second code within 60 s and says how long to wait', async () => {
    const phone = '13900000002';
    await unwrap(sendRegisterSms(phone));
    await expect(sendRegisterSms(phone)).rejects.toMatchObject({ code: 429, message: expect.stringMatching(/^验证码发送过于频繁，请 \d+ 秒后再试$/) });
  });

  it('refuses a phone that is already registered', async () => {
    await expect(sendRegisterSms(DEMO.member.phone)).rejects.toMatchObject({
      code: 409,
      message: '该手机号已注册，请直接登录',
      errors: [{ field: 'query.phonenumber', msg: '该手机号已注册，请直接登录' }],
    });
  });

  it('rejects a wrong code, burns the code after five wrong tries, and a reused code', async () => {
    const phone = '13900000003';
    await unwrap(sendRegisterSms(phone));
    const code = await latestCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const register = (c: string) =>
      server.client.POST('/portal/api/register', {
        body: { phonenumber: phone, code: c, password: 'Newuser2026', entName: '江北测试建设有限公司' },
      });
    for (let left = 4; left >= 1; left--) {
      await expect(register(wrong)).rejects.toMatchObject({ code: 400, message: `验证码错误，还可尝试 ${left} 次` });
    }
    await expect(register(wrong)).rejects.toMatchObject({ message: '验证码错误次数过多，请重新获取' });
    await expect(register(code)).rejects.toMatchObject({ message: '验证码错误次数过多，请重新获取' });

    await ageCodes(phone, 61);
    await unwrap(sendRegisterSms(phone));
    const fresh = await latestCode(server, phone);
    await expect(register(fresh)).resolves.toBeTruthy();
    await expect(register(fresh)).rejects.toMatchObject({ code: 409 });
  });

  it('rejects an expired code', async () => {
    const phone = '13900000004';
    await unwrap(sendRegisterSms(phone));
    const code = await latestCode(server, phone);
    await server.database.db.execute(sql`update verification_codes set expires_at = now() - interval '1 second' where target = ${phone}`);
    await expect(
      server.client.POST('/portal/api/register', {
        body: { phonenumber: phone, code, password: 'Newuser2026', entName: '过期测试建设有限公司' },
      }),
    ).rejects.toMatchObject({ code: 400, message: '验证码已过期，请重新获取', errors: [{ field: 'body.code', msg: '验证码已过期，请重新获取' }] });
  });

  it('checks password strength and the enterprise name before using the code', async () => {
    const phone = '13900000005';
    await unwrap(sendRegisterSms(phone));
    const code = await latestCode(server, phone);
    const register = (password: string, entName: string) =>
      server.client.POST('/portal/api/register', { body: { phonenumber: phone, code, password, entName } });
    await expect(register('onlyletters', '密码测试建设有限公司')).rejects.toMatchObject({ code: 400, message: '密码须同时包含字母和数字' });
    await expect(register('Newuser2026', '<script>')).rejects.toMatchObject({ code: 400, message: '企业名称格式不正确' });
    await expect(register('Newuser2026', DEMO.member.entName)).rejects.toMatchObject({
      code: 409,
      errors: [{ field: 'body.entName', msg: '该企业已注册，请联系企业管理员获取账号' }],
    });
    await expect(register('Newuser2026', '密码测试建设有限公司')).resolves.toBeTruthy();
  });
});

describe('forgot password', () => {
  it('resets the password with the SMS code and revokes existing sessions', async () => {
    const before = await login(server, DEMO.admin.username, DEMO.admin.password);
    const oldToken = await login(server, 'demo', DEMO.member.password);
    // A locked account is unlocked by the reset.
    for (let i = 0; i < 5; i++) await login(server, 'demo', 'Wrong-pass-1').catch(() => undefined);
    await expect(login(server, 'demo', DEMO.member.password)).rejects.toMatchObject({ code: 423 });
    await unwrap(server.client.GET('/portal/api/sendForgetPwdCode', { params: { query: { username: 'demo' } } }));
    const code = await latestCode(server, DEMO.member.phone);
    await server.client.POST('/portal/api/checkForgetPwd', { body: { username: 'demo', newPassword: 'Changed2026x', code } });
    await expect(server.as(oldToken).GET('/portal/getInfo')).rejects.toMatchObject({ code: 401 });
    await expect(server.as(before).GET('/portal/getInfo')).resolves.toBeTruthy();
    const fresh = await login(server, 'demo', 'Changed2026x');
    expect((await unwrap(server.as(fresh).GET('/portal/getInfo'))).user.userName).toBe('demo');
  });

  it('answers a refused send for a real account exactly like an unknown account', async () => {
    const send = (username: string) => server.app.inject({ url: `/portal/api/sendForgetPwdCode?username=${username}` });
    const first = await send(DEMO.basic.username);
    // Within the 60 s resend interval the account gets no new code, and the reply does not say so.
    const [again, unknown] = [await send(DEMO.basic.username), await send('ghost-user-2')];
    for (const res of [again, unknown]) {
      expect(res.statusCode).toBe(first.statusCode);
      expect(res.body).toBe(first.body);
    }
    await afterReplyDone(server.app);
    const codes = await server.database.db.execute(sql`select count(*)::int as n from verification_codes where target = ${DEMO.basic.phone}`);
    expect((codes as unknown as { rows: [{ n: number }] }).rows[0].n).toBe(1);
  });

  it('replies before the code is issued or sent, so a real account answers as soon as an unknown one', async () => {
    let finished = false;
    const deliveries: { phone: string; afterReply: boolean }[] = [];
    const sandbox = createSandboxProviders(server.database.db);
    const sms = {
      send: async (phone: string, text: string, code?: string) => {
        deliveries.push({ phone, afterReply: finished });
        await sandbox.sms.send(phone, text, code);
      },
    };
    const config = { ...readConfig({ NODE_ENV: 'test' }), sandbox: true };
    const app = await buildApp({ db: server.database.db, config, providers: { ...sandbox, sms } });
    app.addHook('onRequest', async (_request, reply) => {
      finished = false;
      reply.raw.once('finish', () => (finished = true));
    });
    await ageCodes(DEMO.member.phone, 61);
    const real = await app.inject({ url: `/portal/api/sendForgetPwdCode?username=${DEMO.member.username}`, remoteAddress: '10.0.2.1' });
    await afterReplyDone(app);
    const unknown = await app.inject({ url: '/portal/api/sendForgetPwdCode?username=ghost-user-4', remoteAddress: '10.0.2.1' });
    await app.close();
    expect(real.body).toBe(unknown.body);
    expect(deliveries).toEqual([{ phone: DEMO.member.phone, afterReply: true }]);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const sent = await unwrap(server.client.GET('/portal/api/sendForgetPwdCode', { params: { query: { username: 'ghost-user' } } }));
    expect(sent).toEqual({ expiresIn: 300, resendIn: 60 });
    await expect(
      server.client.POST('/portal/api/checkForgetPwd', { body: { username: 'ghost-user', newPassword: 'Changed2026x', code: '123456' } }),
    ).rejects.toMatchObject({ code: 400, message: '验证码错误或已失效，请重新获取' });
  });

  it('refuses a wrong reset code for a real account exactly like a code for an unknown one', async () => {
    const check = (username: string, code: string) =>
      server.app.inject({ method: 'POST', url: '/portal/api/checkForgetPwd', payload: { username, newPassword: 'Changed2026x', code } });
    await ageCodes(DEMO.basic.phone, 61);
    expect((await server.app.inject({ url: `/portal/api/sendForgetPwdCode?username=${DEMO.basic.phone}` })).statusCode).toBe(200);
    const code = await latestCode(server, DEMO.basic.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const [real, unknown] = [await check(DEMO.basic.username, wrong), await check('ghost-user-3', wrong)];
    expect(real.statusCode).toBe(400);
    expect(real.body).toBe(unknown.body);
    expect(JSON.parse(real.body)).toMatchObject({ msg: '验证码错误或已失效，请重新获取' });
  });
});
