import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { $api } from '@/api/queries';
import { TextField } from '@/components/form-field/text-field';
import { passwordLoginSchema, type PasswordLoginValues } from '../auth-schemas';
import { applyFieldErrors } from '../server-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { SubmitButton } from './submit-button';

// The captcha dialog (and radix Dialog) stays off the /login first paint; it starts loading when the form is used.
const loadCaptchaDialog = () => import('./captcha-dialog');
const CaptchaDialog = lazy(() => loadCaptchaDialog().then((module) => ({ default: module.CaptchaDialog })));

/**
 * 密码登录: valid fields open the captcha dialog; its ticket is sent with the credentials.
 * Wrong-password and lock messages come back without field errors, so the middleware's toast shows them.
 */
export function PasswordLoginForm({ defaultUsername = '' }: { defaultUsername?: string }) {
  const form = useForm<PasswordLoginValues>({
    resolver: zodResolver(passwordLoginSchema),
    defaultValues: { username: defaultUsername, password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const login = $api.useMutation('post', '/portal/api/login');
  const completeSignIn = useCompleteSignIn();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  // Once opened, the dialog stays mounted so closing can animate and reopening is instant.
  const [captchaMounted, setCaptchaMounted] = useState(false);
  // The values as the schema parsed them (trimmed), kept from submit until the captcha is solved.
  const [submitted, setSubmitted] = useState<PasswordLoginValues | null>(null);

  const pending = login.isPending || login.isSuccess;

  const onSubmit = form.handleSubmit((values) => {
    if (pending) return;
    setSubmitted(values);
    setCaptchaMounted(true);
    setCaptchaOpen(true);
  });

  const onVerified = (ticket: string) => {
    setCaptchaOpen(false);
    const values = submitted;
    if (!values || login.isPending) return;
    login.mutate(
      { body: { username: values.username, password: values.password, ticket } },
      {
        onSuccess: (res) => completeSignIn(res.data.token),
        onError: (error) => {
          applyFieldErrors(error, form.setError, ['username', 'password']);
        },
      },
    );
  };

  return (
    <form
      aria-label="密码登录"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadCaptchaDialog()}
      onPointerEnter={() => void loadCaptchaDialog()}
      className="grid gap-4"
    >
      <TextField
        label="用户名/手机号"
        placeholder="请输入用户名或手机号"
        autoComplete="username"
        maxLength={64}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <TextField
        label="密码"
        type="password"
        placeholder="请输入密码"
        autoComplete="current-password"
        maxLength={64}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <SubmitButton pending={pending} pendingLabel="登录中…" disabled={captchaOpen}>
        登录
      </SubmitButton>
      {captchaMounted ? (
        <Suspense fallback={null}>
          <CaptchaDialog open={captchaOpen} onOpenChange={setCaptchaOpen} onVerified={onVerified} />
        </Suspense>
      ) : null}
    </form>
  );
}
