import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { certificateInputSchema } from './certificate.ts';
import { enterpriseInputSchema } from './enterprise.ts';
import {
  fieldNormalizer,
  fieldSchema,
  itemSchema,
  normalizeCreditCode,
  normalizeIdCard,
  normalizePhone,
  normalizeText,
  normalizeWithSchema,
  stringNormalizer,
} from './normalize.ts';

const toFullWidth = (text: string) => text.replace(/[0-9A-Za-z]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0));

// What people type or paste into these fields: ASCII, the full-width forms of digits and letters, spaces
// (ideographic and no-break included), CJK text and full-width punctuation.
const typed = fc
  .array(
    fc.oneof(
      fc.constantFrom(' ', '\u3000', '\u00a0', '\t', '（', '）', '，', '北', '京', '-', '+', 'x', 'X'),
      fc.stringMatching(/^[0-9A-Za-z]$/),
      fc.stringMatching(/^[0-9A-Za-z]$/).map(toFullWidth),
    ),
  )
  .map((chars) => chars.join(''));

const NORMALIZERS = { normalizeText, normalizeCreditCode, normalizeIdCard, normalizePhone };

describe.each(Object.entries(NORMALIZERS))('%s', (_name, normalize) => {
  it('is idempotent', () => {
    fc.assert(fc.property(typed, (value) => normalize(normalize(value)) === normalize(value)));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (value) => normalize(normalize(value)) === normalize(value)), { numRuns: 2000 });
    // Upper-casing ῒ outside ASCII decomposes it, so a second pass would compose it again.
    expect(normalize(normalize('ῒ'))).toBe(normalize('ῒ'));
  });

  it('never makes typed input longer than it is trimmed, so no length limit cuts what was pasted', () => {
    fc.assert(fc.property(typed, (value) => normalize(value).length <= value.trim().length));
  });

  it('leaves no space at either end', () => {
    fc.assert(fc.property(typed, (value) => normalize(value) === normalize(value).trim()));
  });
});

describe('normalizers', () => {
  it('fold pasted codes to the form they are checked and stored in', () => {
    expect(normalizeCreditCode(' 91110000ma01abcd1m ')).toBe('91110000MA01ABCD1M');
    expect(normalizeCreditCode('９１１１００００ＭＡ０１ＡＢＣＤ１Ｍ')).toBe('91110000MA01ABCD1M');
    expect(normalizeIdCard('１１０１０５ １９４９１２３１ ００２ｘ')).toBe('11010519491231002X');
    expect(normalizePhone('138 0013 8000')).toBe('13800138000');
    expect(normalizePhone('１３８００１３８０００')).toBe('13800138000');
    expect(normalizePhone('010－6888\u30001234')).toBe('010-68881234');
  });

  it('turn full-width digits and letters of text into ASCII but keep its Chinese punctuation', () => {
    expect(normalizeText('\u3000北京ＡＢＣ１２３建筑（集团）有限公司，总部 ')).toBe('北京ABC123建筑（集团）有限公司，总部');
    expect(normalizeText('a  b')).toBe('a  b');
  });
});

describe('stringNormalizer and normalizeWithSchema', () => {
  it('read the normalisation a field schema applies, through optional and nullable', () => {
    expect(stringNormalizer(enterpriseInputSchema.shape.creditCode)?.(' 91110000ma01abcd1m ')).toBe('91110000MA01ABCD1M');
    expect(stringNormalizer(enterpriseInputSchema.shape.contactPhone)?.('138 0013 8000')).toBe('13800138000');
    expect(stringNormalizer(z.string().max(3))).toBeUndefined();
    expect(stringNormalizer(enterpriseInputSchema.shape.regCapital)).toBeUndefined();
    expect(fieldNormalizer(enterpriseInputSchema, 'creditCode')?.('９１１１００００ma01abcd1m')).toBe('91110000MA01ABCD1M');
    expect(fieldNormalizer(enterpriseInputSchema, 'toString')).toBeUndefined();
    expect(fieldNormalizer(z.string(), 'length')).toBeUndefined();
  });

  it('find the schema of a field and of a child list’s rows, through optional and nullable', () => {
    const rows = itemSchema(fieldSchema(certificateInputSchema, 'items'));
    expect(fieldNormalizer(rows, 'itemName')?.(' 建筑工程 ')).toBe('建筑工程');
    const trimmed = z.string().overwrite((text) => text.trim());
    const wrapped = z.object({ list: z.array(z.object({ code: trimmed }).nullable()).optional() }).nullable();
    expect(fieldNormalizer(itemSchema(fieldSchema(wrapped, 'list')), 'code')?.(' a ')).toBe('a');
    expect(fieldNormalizer(wrapped, 'list')).toBeUndefined();
    expect(itemSchema(fieldSchema(certificateInputSchema, 'certNo'))).toBeUndefined();
    expect(itemSchema(undefined)).toBeUndefined();
    expect(fieldSchema(undefined, 'items')).toBeUndefined();
    expect(fieldSchema(certificateInputSchema, 'constructor')).toBeUndefined();
  });

  it('normalise every described string of a body, nested items included, and leave the rest alone', () => {
    const body = {
      entName: ' 北京建工 ',
      creditCode: ' 91110000ma01abcd1m ',
      contactPhone: null,
      regCapital: 100,
      unknown: ' kept ',
      licenseFileIds: [' not-an-id-but-not-text-either '],
    };
    expect(normalizeWithSchema(enterpriseInputSchema, body)).toEqual({
      ...body,
      entName: '北京建工',
      creditCode: '91110000MA01ABCD1M',
    });
    const certificate = { certNo: ' Ａ１ ', items: [{ itemName: ' 建筑工程 ' }, 'not an item'] };
    expect(normalizeWithSchema(certificateInputSchema, certificate)).toEqual({
      certNo: 'A1',
      items: [{ itemName: '建筑工程' }, 'not an item'],
    });
  });
});
