import type { ClipboardEvent, ComponentProps, FocusEvent, ReactNode } from 'react';
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
  /**
   * Normalises a paste at once, and the value on leaving the field (forms/normalize.ts). A paste is inserted
   * normalised, so a native `maxLength` cannot cut `138 0013 8000` before its spaces are gone.
   */
  normalize?: (value: string) => string;
}

// Sets the value as typing would, so react-hook-form's `register` and React both see the change.
function replaceValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A labelled text input in a field frame, for hand-written forms; spread react-hook-form's `register` on it.
 *
 * @example <TextField label="手机号" error={errors.phone?.message} {...form.register('phone')} />
 */
export function TextField({ label, error, help, addon, id, required, className, normalize, ...inputProps }: TextFieldProps) {
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    inputProps.onPaste?.(event);
    if (!normalize || event.defaultPrevented) return;
    const input = event.currentTarget;
    const end = input.value.length;
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    replaceValue(input, normalize(input.value.slice(0, input.selectionStart ?? end) + pasted + input.value.slice(input.selectionEnd ?? end)));
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (normalize && normalize(input.value) !== input.value) replaceValue(input, normalize(input.value));
    return inputProps.onBlur?.(event);
  };
  return (
    <FieldFrame label={label} id={id} required={required} help={help} error={error}>
      {(control) => (
        <div className="flex gap-2">
          <Input {...controlAria(control)} className={cn('h-10', className)} {...inputProps} onPaste={paste} onBlur={leave} />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}
