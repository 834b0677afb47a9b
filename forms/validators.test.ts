import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInChina } from './common.ts';
import {
  creditCodeCheckChar,
  creditCodeSchema,
  idCardBirthDate,
  idCardCheckChar,
  idCardGender,
  idCardSchema,
  isCreditCode,
  isIdCard,
  mobilePhoneSchema,
  phoneNumberSchema,
} from './validators.ts';

const CREDIT_CODE_CHARS = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];
const DIGITS = [...'0123456789'];

/** A valid ID number from region (6 digits), birth date (yyyyMMdd) and sequence (3 digits). */
function makeIdCard(region: string, birth: string, sequence: string): string {
  const first17 = `${region}${birth}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

const replaceAt = (value: string, index: number, ch: string) => value.slice(0, index) + ch + value.slice(index + 1);

/** Every string that differs from `value` in exactly one position, using the characters allowed there. */
function singleSubstitutions(value: string, allowedAt: (index: number) => string[]): string[] {
  return [...value].flatMap((original, index) =>
    allowedAt(index)
      .filter((ch) => ch !== original)
      .map((ch) => replaceAt(value, index, ch)),
  );
}

const idCardCharsAt = (index: number) => (index === 17 ? [...DIGITS, 'X'] : DIGITS);

describe('isCreditCode', () => {
  // Each checked by hand against the algorithm: the first two are the issue's examples.
  it.each(['91110000MA01ABCD1M', '91350100M000100Y43', '914403001922038216', '91310000717854505W', '9144030071526726XG'])(
    'accepts %s',
    (code) => {
      expect(isCreditCode(code)).toBe(true);
    },
  );

  it.each([
    ['too short', '91350100M000100Y4'],
    ['too long', '91350100M000100Y433'],
    ['empty', ''],
    ['lower case', '91110000ma01abcd1m'],
    ['wrong check character', '91350100M000100Y44'],
    ['a space', '91350100M000100Y 3'],
  ])('rejects %s', (_reason, code) => {
    expect(isCreditCode(code)).toBe(false);
  });

  it.each(['I', 'O', 'S', 'V', 'Z'])('rejects the forbidden letter %s anywhere', (letter) => {
    for (const index of [0, 9, 16, 17]) {
      expect(isCreditCode(replaceAt('91350100M000100Y43', index, letter))).toBe(false);
    }
  });
});

describe('isIdCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T04:00:00Z')); // 12:00 on 2025-06-15 in China
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts the example of GB 11643-1999 and numbers built by the algorithm', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard(makeIdCard('440305', '19900101', '123'))).toBe(true);
    expect(isIdCard(makeIdCard('510104', '20010930', '456'))).toBe(true);
  });

  it('accepts 19xx and 20xx birth years only', () => {
    expect(isIdCard(makeIdCard('110105', '19000101', '001'))).toBe(true);
    expect(isIdCard(makeIdCard('110105', '18991231', '001'))).toBe(false);
    expect(isIdCard(makeIdCard('110105', '21000101', '001'))).toBe(false);
  });

  it('accepts 29 February in leap years only', () => {
    expect(isIdCard(makeIdCard('110105', '20000229', '001'))).toBe(true);
    expect(isIdCard(makeIdCard('110105', '20240229', '001'))).toBe(true);
    expect(isIdCard(makeIdCard('110105', '19000229', '001'))).toBe(false);
    expect(isIdCard(makeIdCard('110105', '20230229', '001'))).toBe(false);
  });

  it('rejects impossible months and days', () => {
    for (const birth of ['19990431', '19991301', '19990001', '19990100', '19990132']) {
      expect(isIdCard(makeIdCard('110105', birth, '001'))).toBe(false);
    }
  });

  it('rejects a birth date after today in China', () => {
    expect(isIdCard(makeIdCard('110105', '20250615', '001'))).toBe(true);
    expect(isIdCard(makeIdCard('110105', '20250616', '001'))).toBe(false);
    vi.setSystemTime(new Date('2025-06-15T17:00:00Z')); // already 01:00 on 2025-06-16 in China
    expect(isIdCard(makeIdCard('110105', '20250616', '001'))).toBe(true);
  });

  it('rejects a region code starting with 0', () => {
    expect(isIdCard(makeIdCard('010105', '19900101', '001'))).toBe(false);
  });

  it('accepts an upper-case X check character only', () => {
    const sequence = [...Array(1000).keys()]
      .map((n) => String(n).padStart(3, '0'))
      .find((seq) => makeIdCard('110105', '19900101', seq).endsWith('X'))!;
    const withX = makeIdCard('110105', '19900101', sequence);
    expect(isIdCard(withX)).toBe(true);
    expect(isIdCard(withX.toLowerCase())).toBe(false);
  });

  it('rejects a wrong length, a wrong check character or a letter in the body', () => {
    const valid = makeIdCard('440305', '19900101', '123');
    expect(isIdCard(valid.slice(0, 17))).toBe(false);
    expect(isIdCard(`${valid}0`)).toBe(false);
    expect(isIdCard(replaceAt(valid, 17, valid[17] === '0' ? '1' : '0'))).toBe(false);
    expect(isIdCard(replaceAt(valid, 5, 'X'))).toBe(false);
  });

  it('reads birth date and gender from the number', () => {
    expect(idCardBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(idCardGender('11010519491231002X')).toBe('女');
    expect(idCardGender(makeIdCard('110105', '19491231', '001'))).toBe('男');
  });
});

describe('zod refinements', () => {
  it('normalise pasted codes before checking them: spaces, full-width forms, lower case', () => {
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(idCardSchema.parse('１１０１０５ １９４９１２３１ ００２ｘ')).toBe('11010519491231002X');
    expect(mobilePhoneSchema.parse(' 138 0013 8000 ')).toBe('13800138000');
    expect(phoneNumberSchema.parse('010-6888 1234')).toBe('010-68881234');
  });

  it('accept valid values and give the spec message, once, for anything else', () => {
    expect(creditCodeSchema.safeParse('91350100M000100Y43').success).toBe(true);
    expect(idCardSchema.safeParse('11010519491231002X').success).toBe(true);
    for (const bad of ['', '9135', '91350100M000100Y44', '91350100M000100Y4O']) {
      expect(creditCodeSchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([
        '请输入正确的统一社会信用代码',
      ]);
    }
    for (const bad of ['', '1101051949', '110105194912310021', '11010519491231002Y']) {
      expect(idCardSchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual(['请输入正确的身份证号码']);
    }
  });

  it('keep the contract pattern, which wants digits in the region part of a credit code', () => {
    const first17 = '91ABCDEFM000100Y4';
    const code = first17 + creditCodeCheckChar(first17);
    expect(isCreditCode(code)).toBe(true);
    expect(creditCodeSchema.safeParse(code).success).toBe(false);
  });
});

const creditCodeArbitrary = fc
  .array(fc.constantFrom(...CREDIT_CODE_CHARS), { minLength: 17, maxLength: 17 })
  .map((chars) => chars.join('') + creditCodeCheckChar(chars.join('')));

const DAY_MS = 86_400_000;
const idCardArbitrary = fc
  .record({
    region: fc.integer({ min: 100_000, max: 999_999 }),
    day: fc.integer({ min: 0, max: (Date.parse(todayInChina()) - Date.UTC(1900, 0, 1)) / DAY_MS }),
    sequence: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ region, day, sequence }) => {
    const birth = new Date(Date.UTC(1900, 0, 1) + day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    return makeIdCard(String(region), birth, String(sequence).padStart(3, '0'));
  });

// Why every single substitution is caught, so the properties below need no exceptions:
// - credit code: characters have distinct values 0-30, every weight is non-zero mod 31 and 31 is prime,
//   so changing one of the first 17 characters changes the sum mod 31 (w·Δ ≢ 0 for 0 < |Δ| < 31) and
//   with it the expected check character; changing the check character itself breaks the equality.
// - ID number: likewise with digits (0 < |Δ| ≤ 9), weights non-zero mod 11 and 11 prime. A substitution
//   may also break the region or the date, which only gives another reason to reject.
describe('single-character substitutions (fast-check)', () => {
  it('generated credit codes are valid and every substitution is rejected', () => {
    fc.assert(
      fc.property(creditCodeArbitrary, fc.nat(17), fc.nat(29), (code, index, pick) => {
        expect(isCreditCode(code)).toBe(true);
        const replacement = CREDIT_CODE_CHARS.filter((ch) => ch !== code[index])[pick]!;
        expect(isCreditCode(replaceAt(code, index, replacement))).toBe(false);
      }),
    );
  });

  it('generated ID numbers are valid, carry their birth date, and every substitution is rejected', () => {
    fc.assert(
      fc.property(idCardArbitrary, fc.nat(17), fc.nat(9), (id, index, pick) => {
        expect(isIdCard(id)).toBe(true);
        expect(idCardBirthDate(id)).toBe(`${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`);
        const options = idCardCharsAt(index).filter((ch) => ch !== id[index]);
        const replacement = options[pick % options.length]!;
        expect(isIdCard(replaceAt(id, index, replacement))).toBe(false);
      }),
    );
  });

  it('exhaustively, for a few fixed numbers', () => {
    for (const code of ['91110000MA01ABCD1M', '91350100M000100Y43']) {
      const mutants = singleSubstitutions(code, () => CREDIT_CODE_CHARS);
      expect(mutants).toHaveLength(18 * 30);
      expect(mutants.filter(isCreditCode)).toEqual([]);
    }
    for (const id of ['11010519491231002X', makeIdCard('440305', '19900101', '123')]) {
      const mutants = singleSubstitutions(id, idCardCharsAt);
      expect(mutants.filter((mutant) => isIdCard(mutant))).toEqual([]);
    }
  });
});
