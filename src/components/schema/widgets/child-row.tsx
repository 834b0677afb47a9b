import type { FieldConfig, FormValues } from '../field-config';
import { isFieldRequired, isFieldVisible } from '../field-config';
import { UnknownKindWidget } from './unknown-kind-widget';
import type { WidgetLookup } from './widget-props';

interface ChildRowProps {
  baseId: string;
  fields: readonly FieldConfig[];
  row: FormValues;
  /** react-hook-form's errors of this row, keyed by child field name. */
  errors: unknown;
  disabled: boolean;
  onChange: (row: FormValues) => void;
  onBlur: () => void;
  /** Where each child field's widget comes from: the field registry, passed down so rows do not import it. */
  widgetFor: WidgetLookup;
}

function messageOf(errors: unknown, name: string): string | undefined {
  const error = errors && typeof errors === 'object' ? (errors as Record<string, { message?: unknown } | undefined>)[name] : undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
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

/** One row of a child list: its fields laid out like a form, each widget taken from `widgetFor`. */
export function ChildRow({ baseId, fields, row, errors, disabled, onChange, onBlur, widgetFor }: ChildRowProps) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {fields
        .filter((field) => isFieldVisible(field, row))
        .map((field) => {
          const Widget = widgetFor(field.kind);
          if (!Widget) return <UnknownKindWidget key={field.name} field={field} />;
          const id = `${baseId}-${field.name}`;
          const required = isFieldRequired(field, row);
          const message = messageOf(errors, field.name);
          return (
            <div key={field.name} className={field.colSpan === 2 ? 'grid content-start gap-1.5 md:col-span-2' : 'grid content-start gap-1.5'}>
              <label id={`${id}-label`} htmlFor={`${id}-control`} className="text-sm font-medium">
                {required ? <span aria-hidden="true" className="mr-0.5 text-destructive">*</span> : null}
                {field.label}
              </label>
              <Widget
                id={`${id}-control`}
                labelId={`${id}-label`}
                field={field}
                value={rowValue(row, field)}
                onChange={(value) => onChange(withValue(row, field, value))}
                onBlur={onBlur}
                inputRef={() => undefined}
                disabled={disabled}
                invalid={Boolean(message)}
                required={required}
                describedBy={message ? `${id}-error` : undefined}
              />
              {message ? (
                <p id={`${id}-error`} className="text-xs text-destructive">
                  {message}
                </p>
              ) : null}
            </div>
          );
        })}
    </div>
  );
}
