import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { FieldConfig } from '../field-config';

/**
 * What every registry widget receives. Widgets are controlled: `value` is the form value, `onChange` takes
 * the new one. `id` belongs on the focusable control (the field's <label> points at it); group widgets
 * name themselves with `aria-labelledby={labelId}`.
 */
export interface WidgetProps {
  id: string;
  labelId: string;
  field: FieldConfig;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: (instance: HTMLElement | null) => void;
  disabled: boolean;
  invalid: boolean;
  required: boolean;
  /** The ids of the help text and error message, for `aria-describedby`. */
  describedBy: string | undefined;
  /**
   * The field's error as react-hook-form keeps it, for widgets with nested values: a child list reads
   * `error[row][childName].message`. Optional until the schema field passes it.
   */
  error?: unknown;
  /** The value of the field named by `field.dictParent`, when the field has one. */
  parentValue?: unknown;
  /**
   * The normalisation the form's schema applies to this text field (forms/normalize.ts), so a text widget can
   * show a pasted or typed value as it will be saved.
   */
  normalize?: ((value: string) => string) | undefined;
  /**
   * The field's schema within the form's (forms/normalize.ts `fieldSchema`), for widgets with nested values: a
   * child list gives each row's fields their own normalisers from it.
   */
  schema?: z.ZodType | undefined;
}

/** The widget of a kind, or undefined for a kind the registry lacks; the registry passes its own to nested rows. */
export type WidgetLookup = (kind: string) => ComponentType<WidgetProps> | undefined;

/** The accessibility attributes every single-control widget puts on its control: the field frame's own. */
export { controlAria } from '@/components/form-field/field-frame';

/** A string value for text-like controls. */
export function textValue(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' && !Number.isNaN(value) ? String(value) : '';
}
