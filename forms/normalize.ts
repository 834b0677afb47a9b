import type { z } from 'zod';

/**
 * Input normalisers shared by the browser and the server. The record schemas apply them as zod overwrites,
 * which run before the length and pattern checks, so a pasted value is checked and counted as it is stored.
 * Each is idempotent, and for the characters people type (ASCII, full-width forms, CJK) never makes a value
 * longer than its trimmed input.
 */

const WHITESPACE = /\s+/g;
// Full-width digits, letters and the ideographic space. Other full-width forms stay: registered names and
// addresses are written with full-width brackets and punctuation, as in 北京建工集团（有限）公司.
const FULL_WIDTH_ALPHANUMERIC = /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A\u3000]/g;

/**
 * Text as typed or pasted: full-width digits and letters become ASCII (their NFKC form), and the ends are trimmed.
 *
 * @example normalizeText('\u3000ＡＢＣ１２３（北京） ') // 'ABC123（北京）'
 */
export function normalizeText(value: string): string {
  return value.replace(FULL_WIDTH_ALPHANUMERIC, (ch) => ch.normalize('NFKC')).trim();
}

// Codes are ASCII, so every compatibility form (full-width punctuation included) folds to it, and no space belongs
// inside. The second NFKC composes what the removed spaces separated, so a second pass changes nothing.
const normalizeCode = (value: string) => value.normalize('NFKC').replace(WHITESPACE, '').normalize('NFKC');
// ASCII letters only: Unicode upper-casing can decompose a character (ῒ), and then a second pass would differ.
const upperAscii = (value: string) => value.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/**
 * A unified social credit code: NFKC, without any spaces, upper-cased.
 *
 * @example normalizeCreditCode(' 91110000ma01abcd1m ') // '91110000MA01ABCD1M'
 */
export function normalizeCreditCode(value: string): string {
  return upperAscii(normalizeCode(value));
}

/**
 * A resident ID number: NFKC, without any spaces, with the check character's `x` upper-cased.
 *
 * @example normalizeIdCard('１１０１０５１９４９１２３１００２ｘ') // '11010519491231002X'
 */
export function normalizeIdCard(value: string): string {
  return upperAscii(normalizeCode(value));
}

/**
 * A phone number (mobile or landline): NFKC, without the spaces inside it.
 *
 * @example normalizePhone('138 0013 8000') // '13800138000'
 */
export function normalizePhone(value: string): string {
  return normalizeCode(value);
}

type Normalizer = (value: string) => string;

interface SchemaDef {
  type?: string;
  checks?: { _zod: { def: { check?: string; tx?: Normalizer } } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
}

const defOf = (schema: z.ZodType) => schema._zod.def as SchemaDef;

function unwrapped(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  while (current && (defOf(current).type === 'optional' || defOf(current).type === 'nullable')) current = defOf(current).innerType;
  return current;
}

/**
 * The schema of the field `name` of an object schema (optional and nullable unwrapped), or undefined for a name
 * it does not describe, inherited names included.
 *
 * @example fieldSchema(certificateInputSchema, 'items') // the schema of the certificate's items
 */
export function fieldSchema(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  const current = unwrapped(schema);
  const shape = current && defOf(current).type === 'object' ? defOf(current).shape : undefined;
  return shape && Object.hasOwn(shape, name) ? shape[name] : undefined;
}

/**
 * The schema of the items of an array schema (optional and nullable unwrapped), or undefined: the rows of a
 * child list.
 *
 * @example fieldNormalizer(itemSchema(fieldSchema(certificateInputSchema, 'items')), 'itemName')
 */
export function itemSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  const current = unwrapped(schema);
  return current && defOf(current).type === 'array' ? defOf(current).element : undefined;
}

/**
 * The normalisation a string schema applies before its other checks (its zod overwrites, such as
 * `.overwrite(normalizeCreditCode)`), with optional and nullable unwrapped; undefined when it applies none.
 * A form widget uses it to show a pasted value as it will be saved.
 *
 * @example stringNormalizer(enterpriseInputSchema.shape.creditCode)?.(' 91110000ma01abcd1m ') // '91110000MA01ABCD1M'
 */
export function stringNormalizer(schema: z.ZodType | undefined): Normalizer | undefined {
  const current = unwrapped(schema);
  if (!current || defOf(current).type !== 'string') return undefined;
  const steps = (defOf(current).checks ?? []).flatMap((check) => {
    const def = check._zod.def;
    return def.check === 'overwrite' && def.tx ? [def.tx] : [];
  });
  return steps.length === 0 ? undefined : (value) => steps.reduce((text, step) => step(text), value);
}

/**
 * The normalisation the field `name` of an object schema applies, or undefined (see `stringNormalizer`).
 *
 * @example fieldNormalizer(enterpriseInputSchema, 'contactPhone')?.('138 0013 8000') // '13800138000'
 */
export function fieldNormalizer(schema: z.ZodType | undefined, name: string): Normalizer | undefined {
  return stringNormalizer(fieldSchema(schema, name));
}

/**
 * Applies a schema's string normalisers throughout a value: the fields of objects, the items of arrays.
 * Anything the schema does not describe, and anything not of the expected type, is left as it is for
 * validation to judge. The server runs it on record bodies before the contract's own checks.
 *
 * @example normalizeWithSchema(enterpriseInputSchema, { creditCode: ' 91110000ma01abcd1m ' })
 */
export function normalizeWithSchema(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable') return normalizeWithSchema(def.innerType!, value);
  if (typeof value === 'string') return stringNormalizer(schema)?.(value) ?? value;
  if (def.type === 'array' && Array.isArray(value)) return value.map((item) => normalizeWithSchema(def.element!, item));
  if (def.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const shape = def.shape!;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, Object.hasOwn(shape, key) ? normalizeWithSchema(shape[key]!, field) : field]),
    );
  }
  return value;
}
