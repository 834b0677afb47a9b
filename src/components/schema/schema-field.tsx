import { useId } from 'react';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import type { FieldConfig } from './field-config';
import { widgetFor } from './field-registry';
import { UnknownKindWidget } from './widgets/unknown-kind-widget';

interface SchemaFieldProps {
  field: FieldConfig;
  control: Control<FieldValues>;
  required: boolean;
  disabled: boolean;
}

/** One field of a schema form: label (with a required marker), the registry's widget, help text and error. */
export function SchemaField({ field, control, required, disabled }: SchemaFieldProps) {
  const Widget = widgetFor(field.kind);
  const span = field.colSpan === 2 ? 'md:col-span-2' : undefined;
  if (!Widget) {
    return (
      <div className={span}>
        <UnknownKindWidget field={field} />
      </div>
    );
  }
  return <ControlledField field={field} control={control} required={required} disabled={disabled} Widget={Widget} className={span} />;
}

function ControlledField({
  field,
  control,
  required,
  disabled,
  Widget,
  className,
}: SchemaFieldProps & { Widget: NonNullable<ReturnType<typeof widgetFor>>; className: string | undefined }) {
  const id = useId();
  const { field: controller, fieldState } = useController({ name: field.name, control });
  // Only a field with `dictParent` subscribes to another field's value.
  const parentValue: unknown = useWatch({ control, name: field.dictParent ?? field.name, disabled: !field.dictParent });
  // Widgets report an emptied value as undefined, which react-hook-form would show as the field's default value
  // again (an edit form could never clear a date); null is empty to the resolver and stays empty on screen.
  const error = fieldState.error?.message;
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label id={`${id}-label`} htmlFor={`${id}-control`} className="text-sm font-medium">
        {required ? (
          <span aria-hidden="true" className="mr-0.5 text-destructive">
            *
          </span>
        ) : null}
        {field.label}
      </label>
      <Widget
        id={`${id}-control`}
        labelId={`${id}-label`}
        field={field}
        value={controller.value}
        onChange={(value: unknown) => controller.onChange(value === undefined ? null : value)}
        onBlur={controller.onBlur}
        inputRef={controller.ref}
        disabled={disabled}
        invalid={Boolean(error) || Array.isArray(fieldState.error)}
        error={fieldState.error}
        required={required}
        describedBy={describedBy}
        parentValue={field.dictParent ? parentValue : undefined}
      />
      {field.help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {field.help}
        </p>
      ) : null}
      <FormMessage id={errorId}>{error}</FormMessage>
    </div>
  );
}
