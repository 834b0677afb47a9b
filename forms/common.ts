import { z } from 'zod';
import { normalizeText } from './normalize.ts';

/**
 * Record and attachment identifier. `z.guid()` rather than `z.uuid()`: the contract's `format: uuid`
 * accepts any 8-4-4-4-12 hex string, and `z.uuid()` would also demand RFC 9562 version and variant bits.
 */
export const idSchema = z.guid();

/** A calendar date as `yyyy-MM-dd` (contract `Date`). */
export const dateSchema = z.iso.date();

/**
 * Free text as the user typed or pasted it, normalised (`normalizeText`) before any length or pattern check.
 *
 * @example textSchema.min(1).max(50)
 */
export const textSchema = z.string().overwrite(normalizeText);

/** A required dictionary field: the `dictValue` of an item of the field's dictionary type. */
export const dictValueSchema = textSchema.min(1).max(32);

/** An optional dictionary field; null or omitted means not filled in. */
export const nullableDictValueSchema = textSchema.max(32).nullable().optional();

/** An amount in 万元 (ten thousand yuan), as used for registered capital and contract amounts. */
export const moneySchema = z.number().min(0).max(100_000_000);

/** A six-digit administrative division code (province or city). */
export const regionCodeSchema = textSchema.max(6).regex(/^\d{6}$/);

/**
 * Today's date in China (yyyy-MM-dd), whatever the time zone of the machine running the check,
 * so "not in the future" means the same on the server and in the browser.
 */
export function todayInChina(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
}

/** Whether a city code lies in a province: both share the first two digits. */
export function isCityOfProvince(city: string, prov: string): boolean {
  return city.slice(0, 2) === prov.slice(0, 2);
}

/** Whether `later` is absent or not before `earlier` (ISO dates compare as strings). */
export function isNotBefore(later: string | null | undefined, earlier: string): boolean {
  return later == null || later >= earlier;
}

/**
 * A rule across fields of one record, checked by zod as a refinement.
 *
 * @example
 * { fields: ['startDate', 'completionDate'], path: 'completionDate', message: '竣工日期不能早于开工日期',
 *   valid: (p) => isNotBefore(p.completionDate, p.startDate) }
 */
export interface CrossFieldRule<T> {
  /** The fields the rule reads. It runs as soon as these are valid, even while other fields are not. */
  fields: readonly (keyof T & string)[];
  /** The field that shows the message. */
  path: keyof T & string;
  message: string;
  valid: (value: T) => boolean;
}

type OptionalText<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

/** `later` may be empty but never before `earlier`, e.g. `notBeforeRule('startDate', 'completionDate', '竣工日期不能早于开工日期')`. */
export function notBeforeRule<T>(earlier: OptionalText<T>, later: OptionalText<T>, message: string): CrossFieldRule<T> {
  return {
    fields: [earlier, later],
    path: later,
    message,
    valid: (value) => isNotBefore(value[later] as string | null | undefined, value[earlier] as string),
  };
}

/** The record's `city` lies in its `prov`. */
export function cityInProvinceRule<T extends { prov: string; city: string }>(message: string): CrossFieldRule<T> {
  return { fields: ['prov', 'city'], path: 'city', message, valid: (value) => isCityOfProvince(value.city, value.prov) };
}

/**
 * Adds cross-field rules to an object schema. Without the `when` guard zod would skip every rule
 * until the whole record parses, so a form could not show them while the user is still filling it in.
 */
export function withRules<S extends z.ZodObject>(schema: S, rules: readonly CrossFieldRule<z.output<S>>[]): S {
  return rules.reduce((current, rule) => {
    const readFields = z.object(Object.fromEntries(rule.fields.map((key) => [key, schema.shape[key]!])));
    return current.refine(rule.valid, {
      message: rule.message,
      path: [rule.path],
      when: (payload) => readFields.safeParse(payload.value).success,
    });
  }, schema);
}
