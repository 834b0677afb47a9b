import { assertPhoneAvailable, findUserByLogin, keyLogin, login, register, resetForgottenPassword } from '../identity/accounts.ts';
import { checkCaptcha, generateCaptcha } from '../identity/captcha.ts';
import { CODE_TTL_SECONDS, issueCode, RESEND_SECONDS } from '../identity/codes.ts';
import { routerTree } from '../identity/routers.ts';
import { sessionInfo } from '../identity/session-info.ts';
import { revokeToken } from '../identity/sessions.ts';
import { AppError } from '../errors.ts';
import { ok } from '../http/envelope.ts';
import { defineHandlers, requireSession } from '../http/handlers.ts';
import { bearerToken } from '../http/routes.ts';

const SIGNATURE = '【建筑业企业信息服务门户】';

export const authHandlers = defineHandlers({
  generateWordClickCaptcha: async ({ services, request }) =>
    ok(await generateCaptcha(services.db, request.ip, services.config.limits.captchasPerMinute)),

  checkWordClickCaptcha: async ({ body, services }) => ok(await checkCaptcha(services.db, body.captchaId, body.points), '验证成功'),

  login: async ({ body, services, request }) => ok(await login(services.db, body, request.ip), '登录成功'),

  keyLogin: async ({ body, services, request }) => ok(await keyLogin(services.db, body.key, request.ip), '登录成功'),

  logout: async ({ services, request }) => {
    const token = bearerToken(request);
    if (token) await revokeToken(services.db, token);
    return ok(undefined, '退出成功');
  },

  register: async ({ body, services }) => {
    await register(services.db, body);
    return ok(undefined, '注册成功，请登录');
  },

  sendRegisterSms: async ({ query, services, request }) => {
    await assertPhoneAvailable(services.db, query.phonenumber, 'query.phonenumber');
    const sent = await issueCode(services.db, {
      purpose: 'register',
      target: query.phonenumber,
      ip: request.ip,
      deliver: (code) =>
        services.providers.sms.send(query.phonenumber, `${SIGNATURE}您的注册验证码为 ${code}，5 分钟内有效，请勿泄露。`, code),
    });
    return ok(sent, '验证码已发送');
  },

  sendForgetPwdCode: async ({ query, services, request, reply }) => {
    const phone = (await findUserByLogin(services.db, query.username))?.phonenumber;
    // An unknown account, a refused send (resend interval, daily or address cap) and a failed delivery all get the
    // reply a sent code gets, so the call cannot tell which accounts exist. The code is issued and sent after the
    // reply, so its database work and the SMS provider's time cannot tell them apart either.
    if (phone) {
      reply.afterReply(() =>
        issueCode(services.db, {
          purpose: 'forget_pwd',
          target: phone,
          ip: request.ip,
          deliver: (code) => services.providers.sms.send(phone, `${SIGNATURE}您正在找回密码，验证码为 ${code}，5 分钟内有效。`, code),
        }).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
          request.log.warn({ status: error.code }, 'forget-password code not sent');
        }),
      );
    }
    return ok({ expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS }, '如账号存在，验证码已发送至绑定手机');
  },

  checkForgetPwd: async ({ body, services }) => {
    await resetForgottenPassword(services.db, body);
    return ok(undefined, '密码已重置，请使用新密码登录');
  },

  getInfo: async ({ session, services }) => ok(await sessionInfo(services.db, requireSession(session))),

  getRouters: async ({ session, services }) => ok(await routerTree(services.db, requireSession(session))),
});
