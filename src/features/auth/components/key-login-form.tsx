import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { $api } from '@/api/queries';
import { TextField } from '@/components/form-field/text-field';
import { keyLoginSchema, type KeyLoginValues } from '../auth-schemas';
import { applyFieldErrors } from '../server-errors';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { SubmitButton } from './submit-button';

/** 密钥登录 with a main or secondary key. */
export function KeyLoginForm() {
  const form = useForm<KeyLoginValues>({ resolver: zodResolver(keyLoginSchema), defaultValues: { key: '' }, mode: 'onTouched' });
  const keyLogin = $api.useMutation('post', '/portal/api/keyLogin');
  const completeSignIn = useCompleteSignIn();

  const onSubmit = form.handleSubmit(async ({ key }) => {
    try {
      const res = await keyLogin.mutateAsync({ body: { key } });
      completeSignIn(res.data.token);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['key']);
    }
  });

  return (
    <form aria-label="密钥登录" noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <TextField
        label="密钥"
        placeholder="请输入主密钥或副密钥"
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        error={form.formState.errors.key?.message}
        help="密钥长度为 16-128 位，可在“密钥管理”中获取。"
        {...form.register('key')}
      />
      <SubmitButton pending={form.formState.isSubmitting || keyLogin.isSuccess} pendingLabel="登录中…">
        登录
      </SubmitButton>
    </form>
  );
}
