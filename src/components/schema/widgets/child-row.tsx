import type { z } from 'zod';
import { fieldSchema, stringNormalizer } from '@forms/normalize';
import { FieldFrame } from '@/components/form-field/field-frame';
import type { FieldConfig, FormValues } from '../field-config';
import { isFieldRequired, isFieldVisible } from '../field-config';
import { UnknownKindWidget } from './unknown-kind-widget';
import type { WidgetLookup } from './widget-props';

interface ChildRowProps {
  baseId: string;
  fields: readonly FieldConfig[];
  row: FormValues;
  /** The schema of one row: each field's widget applies the normalisers it finds there. */
  schema: z.ZodType | undefined;
  /** react-hook-form's errors of this row, keyed by child field name. */
  errors: unknown;
  disabled: boolean;
  onChange: (row: FormValues) => void;
  onBlur: () => void;
  /** Where each child field's widget comes from: the field registry, passed down so rows do not import it. */
  widgetFor: WidgetLookup;
}

function errorOf(errors: unknown, name: string): unknown {
  return errors && typeof errors === 'object' ? (errors as Record<string, unknown>)[name] : undefined;
}

function messageOf(error: unknown): string | undefined {
  const message = error && typeof error === 'object' ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}

/** A field's value within a row: its own property, or the picked `spreadKeys` (undefined when none is set). */
function rowValue(row: FormValues, field: FieldConfig): unknown {
  if (!field.spreadKeys) return row[field.name];
  const picked = Object.fromEntries(field.spreadKeys.filter((key) => row[key] !== undefined).map((key) => [key, row[key]]));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

function withValue(row: FormValues, field: FieldConfig, value: unknown): FormValues {
  if (!field.spreadKeys) return { ...row, [field.name]: value };
  const next = Object.fromEntries(Object.entries(row).filter(([key]) => !field.spreadKeys!.includes(key)));
  return value && typeof value === 'object' ? { ...next, ...(value as FormValues) } : next;
}

/** One row of a child list: its fields laid out like a form, each in a field frame with its widget from `widgetFor`. */
export function ChildRow({ baseId, fields, row, schema, errors, disabled, onChange, onBlur, widgetFor }: ChildRowProps) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {fields
        .filter((field) => isFieldVisible(field, row))
        .map((field) => {
          const Widget = widgetFor(field.kind);
          if (!Widget) return <UnknownKindWidget key={field.name} field={field} />;
          const required = isFieldRequired(field, row);
          const error = errorOf(errors, field.name);
          const childSchema = fieldSchema(schema, field.name);
          return (
            <FieldFrame
              key={field.name}
              id={`${baseId}-${field.name}`}
              label={field.label}
              required={required}
              help={field.help}
              error={messageOf(error)}
              invalid={Array.isArray(error)}
              className={field.colSpan === 2 ? 'md:col-span-2' : undefined}
            >
              {({ id, labelId, describedBy, invalid }) => (
                <Widget
                  id={id}
                  labelId={labelId}
                  field={field}
                  value={rowValue(row, field)}
                  onChange={(value) => onChange(withValue(row, field, value))}
                  onBlur={onBlur}
                  inputRef={() => undefined}
                  disabled={disabled}
                  invalid={invalid}
                  error={error}
                  required={required}
                  describedBy={describedBy}
                  normalize={stringNormalizer(childSchema)}
                  schema={childSchema}
                />
              )}
            </FieldFrame>
          );
        })}
    </div>
  );
}
