import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { stringNormalizer } from '@forms/normalize';
import { FieldFrame } from '@/components/form-field/field-frame';
import type { FieldConfig } from './field-config';
import { widgetFor } from './field-registry';
import { UnknownKindWidget } from './widgets/unknown-kind-widget';

interface SchemaFieldProps {
  field: FieldConfig;
  control: Control<FieldValues>;
  required: boolean;
  disabled: boolean;
  /**
   * The field's schema within the form's (forms/normalize.ts `fieldSchema`): its widget shows text as the schema's
   * normalisers will save it, and a child list's rows find theirs in it.
   */
  schema?: z.ZodType | undefined;
}

/** One field of a schema form: label (with a required marker), the registry's widget, help text and error. */
export function SchemaField({ field, control, required, disabled, schema }: SchemaFieldProps) {
  const Widget = widgetFor(field.kind);
  const span = field.colSpan === 2 ? 'md:col-span-2' : undefined;
  if (!Widget) {
    return (
      <div className={span}>
        <UnknownKindWidget field={field} />
      </div>
    );
  }
  return (
    <ControlledField field={field} control={control} required={required} disabled={disabled} schema={schema} Widget={Widget} className={span} />
  );
}

function ControlledField({
  field,
  control,
  required,
  disabled,
  schema,
  Widget,
  className,
}: SchemaFieldProps & { Widget: NonNullable<ReturnType<typeof widgetFor>>; className: string | undefined }) {
  const { field: controller, fieldState } = useController({ name: field.name, control });
  // Only a field with `dictParent` subscribes to another field's value.
  const parentValue: unknown = useWatch({ control, name: field.dictParent ?? field.name, disabled: !field.dictParent });
  return (
    <FieldFrame
      label={field.label}
      required={required}
      help={field.help}
      error={fieldState.error?.message}
      invalid={Array.isArray(fieldState.error)}
      className={className}
    >
      {({ id, labelId, describedBy, invalid }) => (
        <Widget
          id={id}
          labelId={labelId}
          field={field}
          value={controller.value}
          // Widgets report an emptied value as undefined, which react-hook-form would show as the field's default value
          // again (an edit form could never clear a date); null is empty to the resolver and stays empty on screen.
          onChange={(value: unknown) => controller.onChange(value === undefined ? null : value)}
          onBlur={controller.onBlur}
          inputRef={controller.ref}
          disabled={disabled}
          invalid={invalid}
          error={fieldState.error}
          required={required}
          describedBy={describedBy}
          parentValue={field.dictParent ? parentValue : undefined}
          normalize={stringNormalizer(schema)}
          schema={schema}
        />
      )}
    </FieldFrame>
  );
}
