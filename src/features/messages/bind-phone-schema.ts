import { z } from 'zod';
import { mobilePhoneSchema } from '@forms/validators';

export const PHONE_MESSAGE = '请输入正确的 11 位手机号码';

/** The shared mobile number rule (forms/validators.ts) with this form's wording; the value comes out normalised. */
export const phonenumberSchema = z
  .string()
  .min(1, { message: '请输入手机号', abort: true })
  .refine((value) => mobilePhoneSchema.safeParse(value).success, { message: PHONE_MESSAGE, abort: true })
  .pipe(mobilePhoneSchema);

/** 绑定消息接收手机: the number and the six-digit code sent to it (contract BindPhoneRequest). */
export const bindPhoneSchema = z.object({
  phonenumber: phonenumberSchema,
  code: z
    .string()
    .trim()
    .min(1, { message: '请输入短信验证码', abort: true })
    .regex(/^\d{6}$/, '请输入 6 位数字验证码'),
});
export type BindPhoneInput = z.input<typeof bindPhoneSchema>;
export type BindPhoneValues = z.output<typeof bindPhoneSchema>;
