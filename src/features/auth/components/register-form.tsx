import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { $api } from '@/api/queries';
import { paths } from '@/config/paths';
import { normalizePhone } from '@forms/normalize';
import { TextField } from '@/components/form-field/text-field';
import { SendCodeButton } from '@/components/send-code-button/send-code-button';
import { registerSchema, type RegisterValues } from '../auth-schemas';
import { applyFieldErrors } from '../server-errors';
import type { LoginLocationState } from './login-page';
import { PasswordRules } from './password-rules';
import { SubmitButton } from './submit-button';

const FIELDS = ['phonenumber', 'code', 'entName', 'password', 'confirmPassword'] as const;

/**
 * 用户注册. The contract's register answers without a token, so success leads to /login with the phone
 * number filled in. Field errors from the server are shown at their fields.
 */
export function RegisterForm() {
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { phonenumber: '', code: '', entName: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const sendSms = $api.useMutation('get', '/portal/api/registerSms');
  const registration = $api.useMutation('post', '/portal/api/register');
  const navigate = useNavigate();
  const password = useWatch({ control: form.control, name: 'password' });

  const onSendCode = async () => {
    if (!(await form.trigger('phonenumber'))) return null;
    const phonenumber = form.getValues('phonenumber').trim();
    try {
      const res = await sendSms.mutateAsync({ params: { query: { phonenumber } } });
      toast.success(res.msg || '验证码已发送');
      form.setFocus('code');
      return res.data.resendIn;
    } catch (error) {
      applyFieldErrors(error, form.setError, ['phonenumber']);
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...body }) => {
    try {
      await registration.mutateAsync({ body });
      toast.success('注册成功，请登录');
      const state: LoginLocationState = { username: body.phonenumber };
      void navigate(paths.login.getHref(), { state });
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form aria-label="用户注册" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField
        label="手机号"
        type="tel"
        inputMode="numeric"
        placeholder="请输入 11 位手机号"
        autoComplete="tel"
        maxLength={11}
        normalize={normalizePhone}
        error={errors.phonenumber?.message}
        {...form.register('phonenumber')}
      />
      <TextField
        label="短信验证码"
        inputMode="numeric"
        placeholder="请输入 6 位验证码"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        addon={<SendCodeButton onSend={onSendCode} />}
        {...form.register('code')}
      />
      <TextField
        label="企业名称"
        placeholder="请输入企业全称"
        autoComplete="organization"
        maxLength={100}
        error={errors.entName?.message}
        {...form.register('entName')}
      />
      <TextField
        label="登录密码"
        type="password"
        placeholder="请设置登录密码"
        autoComplete="new-password"
        error={errors.password?.message}
        help={<PasswordRules value={password} />}
        {...form.register('password')}
      />
      <TextField
        label="确认密码"
        type="password"
        placeholder="请再次输入密码"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton pending={form.formState.isSubmitting || registration.isSuccess} pendingLabel="注册中…">
        注册
      </SubmitButton>
    </form>
  );
}
