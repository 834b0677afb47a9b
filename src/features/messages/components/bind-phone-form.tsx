import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { normalizePhone } from '@forms/normalize';
import { TextField } from '@/components/form-field/text-field';
import { applyServerFieldErrors } from '@/components/schema/server-field-errors';
import { SendCodeButton } from '@/components/send-code-button/send-code-button';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { sendMessagePhoneCode, usePhoneBinding } from '../api/message-phones';
import { bindPhoneSchema, phonenumberSchema, type BindPhoneInput, type BindPhoneValues } from '../bind-phone-schema';

const FIELDS = ['phonenumber', 'code'] as const;

/**
 * 绑定新手机: the number, then the code sent to it (获取验证码 with its countdown), then 绑定. Server refusals (wrong
 * code, a number already bound, the limit) show at their fields, or as the client's toast. `full` disables it.
 */
export function BindPhoneForm({ full }: { full: boolean }) {
  const form = useForm<BindPhoneInput, unknown, BindPhoneValues>({
    resolver: zodResolver(bindPhoneSchema),
    defaultValues: { phonenumber: '', code: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const { bind } = usePhoneBinding();
  const setError = form.setError as unknown as UseFormSetError<FieldValues>;

  const onSendCode = async () => {
    if (!(await form.trigger('phonenumber'))) return null;
    try {
      const resendIn = await sendMessagePhoneCode(phonenumberSchema.parse(form.getValues('phonenumber')));
      toast.success('验证码已发送', { id: 'message-phone-code' });
      form.setFocus('code');
      return resendIn;
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      throw error;
    }
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await bind.mutateAsync(body);
      toast.success('绑定成功', { id: 'message-phone-bound' });
      form.reset();
    } catch (error) {
      const field = applyServerFieldErrors(error, setError, FIELDS);
      if (field) form.setFocus(field as (typeof FIELDS)[number]);
    }
  });

  return (
    <form aria-labelledby="bind-phone-title" noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-md gap-4">
      <h3 id="bind-phone-title" className="font-medium">
        绑定新手机
      </h3>
      <fieldset disabled={full || isSubmitting} className="grid gap-4">
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
          addon={<SendCodeButton onSend={onSendCode} disabled={full} />}
          {...form.register('code')}
        />
        <Button type="submit" className="h-10 w-full sm:w-fit">
          {isSubmitting ? '绑定中…' : '绑定'}
        </Button>
      </fieldset>
    </form>
  );
}
