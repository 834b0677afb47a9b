import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { $api } from '@/api/queries';
import { paths } from '@/config/paths';
import { TextField } from '@/components/form-field/text-field';
import { SendCodeButton } from '@/components/send-code-button/send-code-button';
import { forgetPasswordSchema, type ForgetPasswordValues } from '../auth-schemas';
import { applyFieldErrors } from '../server-errors';
import type { LoginLocationState } from './login-page';
import { PasswordRules } from './password-rules';
import { SubmitButton } from './submit-button';

const FIELDS = ['username', 'code', 'newPassword', 'confirmPassword'] as const;

/** 找回密码: a code sent to the account's phone, then a new password. */
export function ForgetPasswordForm() {
  const form = useForm<ForgetPasswordValues>({
    resolver: zodResolver(forgetPasswordSchema),
    defaultValues: { username: '', code: '', newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const sendCode = $api.useMutation('get', '/portal/api/sendForgetPwdCode');
  const reset = $api.useMutation('post', '/portal/api/checkForgetPwd');
  const navigate = useNavigate();
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSendCode = async () => {
    if (!(await form.trigger('username'))) return null;
    const username = form.getValues('username').trim();
    try {
      const res = await sendCode.mutateAsync({ params: { query: { username } } });
      // The server answers the same whether or not the account exists, so its wording is kept.
      toast.success(res.msg || '验证码已发送');
      form.setFocus('code');
      return res.data.resendIn;
    } catch (error) {
      applyFieldErrors(error, form.setError, ['username']);
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(async ({ username, code, newPassword: password }) => {
    try {
      await reset.mutateAsync({ body: { username, newPassword: password, code } });
      toast.success('密码已重置，请使用新密码登录');
      const state: LoginLocationState = { username };
      void navigate(paths.login.getHref(), { state });
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form aria-label="找回密码" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField
        label="用户名/手机号"
        placeholder="请输入用户名或手机号"
        autoComplete="username"
        maxLength={64}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="短信验证码"
        inputMode="numeric"
        placeholder="请输入 6 位验证码"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        help="验证码将发送至账号绑定的手机。"
        addon={<SendCodeButton onSend={onSendCode} />}
        {...form.register('code')}
      />
      <TextField
        label="新密码"
        type="password"
        placeholder="请设置新密码"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        help={<PasswordRules value={newPassword} />}
        {...form.register('newPassword')}
      />
      <TextField
        label="确认密码"
        type="password"
        placeholder="请再次输入新密码"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton pending={form.formState.isSubmitting || reset.isSuccess} pendingLabel="提交中…">
        确认重置
      </SubmitButton>
    </form>
  );
}
