// zod/mini keeps the sign-in chunk small (it is on the /login performance budget); same rules as full zod.
import { z } from 'zod/mini';
import { normalizePhone } from '@forms/normalize';

/** common.yaml PhoneNumber: mainland 11-digit mobile number. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** common.yaml SmsCode: six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** The server's enterprise-name rule (server/identity/accounts.ts), checked after trimming. */
export const ENT_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9（）()·\-& ]{2,100}$/u;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;

/**
 * The contract's Password rule (8–32 characters, letters and digits) plus the server's "no whitespace",
 * one entry per rule so the form can show each live. Mirrors `passwordProblem` in server/identity/passwords.ts.
 */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: `长度 ${PASSWORD_MIN}-${PASSWORD_MAX} 位`,
    message: `密码长度须为 ${PASSWORD_MIN}-${PASSWORD_MAX} 位`,
    test: (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX,
  },
  { id: 'letter', label: '包含字母', message: '密码须同时包含字母和数字', test: (v: string) => /[A-Za-z]/.test(v) },
  { id: 'digit', label: '包含数字', message: '密码须同时包含字母和数字', test: (v: string) => /\d/.test(v) },
  { id: 'space', label: '不含空格', message: '密码不能包含空格', test: (v: string) => !/\s/.test(v) },
] as const;

export const usernameSchema = z.string().check(z.trim(), z.minLength(1, '请输入用户名或手机号'), z.maxLength(64, '用户名不能超过 64 个字符'));

export const loginPasswordSchema = z.string().check(z.minLength(1, '请输入密码'), z.maxLength(64, '密码不能超过 64 个字符'));

export const phoneSchema = z.string().check(z.overwrite(normalizePhone), z.minLength(1, '请输入手机号'), z.regex(PHONE_PATTERN, '请输入正确的 11 位手机号码'));

export const smsCodeSchema = z.string().check(z.trim(), z.minLength(1, '请输入短信验证码'), z.regex(SMS_CODE_PATTERN, '请输入 6 位数字验证码'));

export const newPasswordSchema = z.string().check(
  z.minLength(1, '请输入密码'),
  z.superRefine((value, ctx) => {
    const failed = PASSWORD_RULES.find((rule) => !rule.test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message, input: value });
  }),
);

export const entNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, '请输入企业名称'),
  z.minLength(2, '企业名称至少 2 个字符'),
  z.maxLength(100, '企业名称不能超过 100 个字符'),
  z.regex(ENT_NAME_PATTERN, '企业名称只能包含中文、字母、数字和括号，长度 2-100'),
);

export const keySchema = z.string().check(z.trim(), z.minLength(1, '请输入密钥'), z.minLength(16, '密钥长度为 16-128 位'), z.maxLength(128, '密钥长度为 16-128 位'));

const MISMATCH = '两次输入的密码不一致';

export const passwordLoginSchema = z.object({ username: usernameSchema, password: loginPasswordSchema });
export type PasswordLoginValues = z.infer<typeof passwordLoginSchema>;

export const keyLoginSchema = z.object({ key: keySchema });
export type KeyLoginValues = z.infer<typeof keyLoginSchema>;

export const registerSchema = z
  .object({
    phonenumber: phoneSchema,
    code: smsCodeSchema,
    entName: entNameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, '请再次输入密码')),
  })
  .check(z.refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: MISMATCH }));
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgetPasswordSchema = z
  .object({
    username: usernameSchema,
    code: smsCodeSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().check(z.minLength(1, '请再次输入新密码')),
  })
  .check(z.refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: MISMATCH }));
export type ForgetPasswordValues = z.infer<typeof forgetPasswordSchema>;
