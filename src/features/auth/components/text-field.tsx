import { useId, type ComponentProps, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  /** Help shown under the input and linked to it with aria-describedby. */
  hint?: (id: string) => ReactNode;
  /** A control beside the input, such as the send-code button. */
  addon?: ReactNode;
}

/** A labelled input whose error and hint are announced with it (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, addon, id, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex gap-2">
        <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="h-10" {...inputProps} />
        {addon}
      </div>
      <FormMessage id={errorId}>{error}</FormMessage>
      {hint ? hint(hintId) : null}
    </div>
  );
}
