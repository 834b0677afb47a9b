import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { installZodLocale } from '@/lib/zod-locale';
import { isFieldRequired, isFieldVisible, type FieldConfig, type FormValues, type UploadedFileRef } from './field-config';

// Chinese built-in zod messages wherever a schema form is used; loaded with the forms, off the home page's bundle.
installZodLocale();

const CHOSEN_KINDS = new Set(['select', 'dict-select', 'dict-multi-select', 'date', 'date-range', 'region', 'person', 'project']);

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

/** An upload field's value as submitted: the ids of its stored files. */
function uploadedIds(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map((file) => (file && typeof file === 'object' ? (file as UploadedFileRef).id : file)).filter((id) => typeof id === 'string');
  return ids.length > 0 ? ids : undefined;
}

/**
 * The values a form validates and submits: hidden fields dropped, empty widget values turned into undefined
 * (so optional schema entries accept them), upload fields as the ids of their files, and values of unconfigured
 * keys (e.g. an `id`) kept. (A record page's schema spreads `spreadKeys` fields onto the record.)
 */
export function submittedValues(fields: readonly FieldConfig[], values: FormValues): FormValues {
  const result: FormValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (!isFieldVisible(field, values)) delete result[field.name];
    else if (isEmptyValue(value)) result[field.name] = undefined;
    else if (field.kind === 'upload') result[field.name] = uploadedIds(value);
  }
  return result;
}

/** Maps a submitted key (`prov`, `licenseFileIds.0`) to the form field that shows its errors. */
export function fieldNameOf(fields: readonly FieldConfig[], key: string): string | undefined {
  const head = key.split('.')[0] ?? key;
  return fields.find((field) => field.spreadKeys?.includes(head))?.name ?? fields.find((field) => field.name === head)?.name;
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
    for (const [key, error] of Object.entries(result.errors)) {
      const name = fieldNameOf(fields, key) ?? key;
      if (!hiddenNames.has(name)) errors[name] ??= error as FieldErrors[string];
    }
    Object.assign(errors, fieldRuleErrors(fields, values));
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: Object.keys(result.errors).length > 0 ? cleaned : result.values, errors: {} };
  };
}
