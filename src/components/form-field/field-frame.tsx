import { useId, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

/** What a field frame hands its control: the ids and states to wire the control to its label, help and error. */
export interface FieldControl {
  /** Goes on the focusable control; the label's `htmlFor` points at it. */
  id: string;
  /** The label's id, for a control or group named with `aria-labelledby`. */
  labelId: string;
  /** The help and error ids, in that order, for `aria-describedby`; undefined when there is neither. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

interface FieldFrameProps {
  label: ReactNode;
  /** The control's id; generated when left out. The label, help and error ids derive from it. */
  id?: string | undefined;
  /** Shows a red `*` before the label, hidden from screen readers: the control says it with `aria-required`. */
  required?: boolean | undefined;
  /** Help under the control, read with it through `aria-describedby`: text or markup such as a rule list. */
  help?: ReactNode;
  /** The error message, shown under the help and read with the control. */
  error?: string | undefined;
  /** Marks the control invalid without a message of its own (a child list whose rows show the errors). */
  invalid?: boolean | undefined;
  className?: string | undefined;
  /** Renders the control with the frame's wiring: spread `controlAria(control)` on a single element. */
  children: (control: FieldControl) => ReactNode;
}

/**
 * One form field's frame: label (with an optional required mark), the control, help text and error message,
 * with the ids that tie them together. Works with react-hook-form's `register` and with controlled widgets.
 *
 * @example
 * <FieldFrame label="手机号" required error={errors.phone?.message} help="用于登录与找回密码">
 *   {(control) => <Input {...controlAria(control)} {...form.register('phone')} />}
 * </FieldFrame>
 */
export function FieldFrame({ label, id, required = false, help, error, invalid = false, className, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const helpId = help ? `${controlId}-help` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControl = {
    id: controlId,
    labelId,
    describedBy: [helpId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: invalid || Boolean(error),
    required,
  };

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label id={labelId} htmlFor={controlId} className="block leading-snug">
        {required ? (
          <span aria-hidden="true" className="mr-0.5 text-destructive">
            *
          </span>
        ) : null}
        {label}
      </Label>
      {children(control)}
      {help ? (
        <div id={helpId} className="text-xs text-muted-foreground">
          {help}
        </div>
      ) : null}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}

/**
 * The attributes a single control (input, select, textarea) takes from its frame.
 *
 * @example <select {...controlAria(control)} />
 */
export function controlAria({ id, invalid, required, describedBy }: Pick<FieldControl, 'id' | 'invalid' | 'required' | 'describedBy'>) {
  return { id, 'aria-invalid': invalid || undefined, 'aria-required': required || undefined, 'aria-describedby': describedBy };
}
