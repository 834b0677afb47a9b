import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isFieldRequired, isFieldVisible, type FieldConfig, type FormValues } from './field-config';

const CHOSEN_KINDS = new Set(['dict-select', 'dict-multi-select', 'date', 'date-range']);

/** Whether a widget value counts as not filled in: '', null, undefined, NaN, [] or a date range with no dates. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every((item) => item === undefined || item === null || item === '');
  return false;
}

/** The 请填写/请选择 message of an empty required field. */
export function requiredMessage(field: FieldConfig): string {
  return `${CHOSEN_KINDS.has(field.kind) ? '请选择' : '请填写'}${field.label}`;
}

/**
 * The values a form validates and submits: hidden fields dropped, empty widget values turned into undefined
 * (so optional schema entries accept them) and values of unconfigured keys (e.g. an `id`) kept.
 */
export function submittedValues(fields: readonly FieldConfig[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const field of fields) {
    if (!isFieldVisible(field, values)) delete result[field.name];
    else if (isEmptyValue(values[field.name])) result[field.name] = undefined;
  }
  return result;
}

function fieldRuleErrors(fields: readonly FieldConfig[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    if (!isFieldVisible(field, values)) continue;
    const value = values[field.name];
    if (isEmptyValue(value)) {
      if (isFieldRequired(field, values)) errors[field.name] = { type: 'required', message: requiredMessage(field) };
    } else if (field.kind === 'date-range' && Array.isArray(value)) {
      const [start, end] = value as (string | undefined)[];
      if (start && end && end < start) errors[field.name] = { type: 'range', message: '结束日期不能早于开始日期' };
    }
  }
  return errors;
}

/**
 * A react-hook-form resolver for a form config: the schema (via zodResolver, zod v4) sees only the shown
 * fields; required/requiredWhen and date-range order are checked here first, so their Chinese messages win.
 * When only hidden fields fail the schema, the form still submits the shown values.
 */
export function schemaFormResolver(schema: z.ZodType, fields: readonly FieldConfig[]): Resolver<FieldValues> {
  const zod = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<FieldValues>;
  const hidden = (values: FormValues) => new Set(fields.filter((field) => !isFieldVisible(field, values)).map((field) => field.name));
  return async (values, context, options) => {
    const cleaned = submittedValues(fields, values);
    const result = await zod(cleaned, context, options);
    const hiddenNames = hidden(values);
    const errors: FieldErrors = {};
    for (const [name, error] of Object.entries(result.errors)) if (!hiddenNames.has(name)) errors[name] = error as FieldErrors[string];
    Object.assign(errors, fieldRuleErrors(fields, values));
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: Object.keys(result.errors).length > 0 ? cleaned : result.values, errors: {} };
  };
}
