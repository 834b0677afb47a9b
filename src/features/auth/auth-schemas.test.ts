import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../server/identity/passwords.ts';
import { entNameSchema, newPasswordSchema, phoneSchema, smsCodeSchema } from './auth-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('auth schemas', () => {
  it.each(['Abc12345', 'abcdefgh', '12345678', 'Ab1', 'Abc 12345', 'Abc\t12345', `A1${'x'.repeat(30)}`, `A1${'x'.repeat(31)}`, '密码密码密码ab12'])(
    'judges the password %j exactly as the server does',
    (password) => {
      expect(firstMessage(newPasswordSchema.safeParse(password))).toBe(passwordProblem(password));
    },
  );

  it('accepts mainland mobile numbers only', () => {
    expect(phoneSchema.safeParse(' 13800138000 ').data).toBe('13800138000');
    expect(firstMessage(phoneSchema.safeParse('12800138000'))).toBe('请输入正确的 11 位手机号码');
    expect(firstMessage(phoneSchema.safeParse('1380013800'))).toBe('请输入正确的 11 位手机号码');
  });

  it('wants a six-digit code', () => {
    expect(smsCodeSchema.safeParse('012345').success).toBe(true);
    expect(firstMessage(smsCodeSchema.safeParse('12345a'))).toBe('请输入 6 位数字验证码');
  });

  it('checks enterprise names like the server', () => {
    expect(entNameSchema.safeParse(' 中建（北京）建设集团·A&B ').data).toBe('中建（北京）建设集团·A&B');
    expect(firstMessage(entNameSchema.safeParse('中'))).toBe('企业名称至少 2 个字符');
    expect(firstMessage(entNameSchema.safeParse('<b>公司</b>'))).toBe('企业名称只能包含中文、字母、数字和括号，长度 2-100');
  });
});
