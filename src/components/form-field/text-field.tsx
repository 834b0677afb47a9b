import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { controlAria, FieldFrame } from './field-frame';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Help under the input, read with it (aria-describedby): text, or markup such as a rule list. */
  help?: ReactNode;
  /** A control beside the input, such as a send-code button. */
  addon?: ReactNode;
}

/**
 * A labelled text input in a field frame, for hand-written forms; spread react-hook-form's `register` on it.
 *
 * @example <TextField label="手机号" error={errors.phone?.message} {...form.register('phone')} />
 */
export function TextField({ label, error, help, addon, id, required, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} id={id} required={required} help={help} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input {...controlAria(control)} className={cn('h-10', className)} {...inputProps} />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
