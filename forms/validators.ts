import { z } from 'zod';
import { todayInChina } from './common.ts';
import { normalizeCreditCode, normalizeIdCard, normalizePhone } from './normalize.ts';

export const CREDIT_CODE_MESSAGE = '请输入正确的统一社会信用代码';
export const ID_CARD_MESSAGE = '请输入正确的身份证号码';

const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

// The contract's patterns. The schemas below keep them so that zod and the contract accept the same
// strings; the check characters and the birth date are what the validators add on top.
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const ID_CARD_PATTERN = /^[1-9]\d{5}(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[0-9X]$/;

/** The check character (18th) of a unified social credit code, from its first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + CREDIT_CODE_ALPHABET.indexOf(ch) * CREDIT_CODE_WEIGHTS[i]!, 0);
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31]!;
}

/**
 * Unified social credit code (GB 32100-2015): 18 characters from 0-9 and A-Z without I, O, S, V, Z,
 * the last being the mod-31 check character.
 *
 * @example isCreditCode('91350100M000100Y43') // true
 */
export function isCreditCode(value: string): boolean {
  return /^[0-9A-HJ-NPQRTUWXY]{18}$/.test(value) && creditCodeCheckChar(value.slice(0, 17)) === value[17];
}

/** The check character (18th) of a resident ID number, from its first 17 digits. */
export function idCardCheckChar(first17: string): string {
  const sum = [...first17].reduce((acc, ch, i) => acc + Number(ch) * ID_CARD_WEIGHTS[i]!, 0);
  return ID_CARD_CHECK_CHARS[sum % 11]!;
}

function isRealDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Resident ID number (GB 11643-1999): 18 characters, region code starting 1-9, a real birth date in
 * 19xx or 20xx that is not in the future, and the mod-11 check character (digit or upper-case X).
 *
 * @example isIdCard('11010519491231002X') // true
 */
export function isIdCard(value: string): boolean {
  if (!/^[1-9]\d{5}(19|20)\d{9}[0-9X]$/.test(value)) return false;
  const birthDate = idCardBirthDate(value);
  return isRealDate(birthDate) && birthDate <= todayInChina() && idCardCheckChar(value.slice(0, 17)) === value[17];
}

/** The birth date (yyyy-MM-dd) written in an ID number. Check the number with `isIdCard` first. */
export function idCardBirthDate(id: string): string {
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** The gender written in an ID number: odd 17th digit 男, even 女. Check the number with `isIdCard` first. */
export function idCardGender(id: string): '男' | '女' {
  return Number(id[16]) % 2 === 1 ? '男' : '女';
}

/** A unified social credit code field, every failure carrying the spec's message. */
export const creditCodeSchema = z
  .string()
  .overwrite(normalizeCreditCode)
  .length(18, { message: CREDIT_CODE_MESSAGE, abort: true })
  .regex(CREDIT_CODE_PATTERN, { message: CREDIT_CODE_MESSAGE, abort: true })
  .refine((value) => isCreditCode(value), CREDIT_CODE_MESSAGE);

/** A resident ID number field, every failure carrying the spec's message. */
export const idCardSchema = z
  .string()
  .overwrite(normalizeIdCard)
  .length(18, { message: ID_CARD_MESSAGE, abort: true })
  .regex(ID_CARD_PATTERN, { message: ID_CARD_MESSAGE, abort: true })
  .refine((value) => isIdCard(value), ID_CARD_MESSAGE);

/** A mobile number (11 digits from 13–19), spaces removed before it is checked. */
export const mobilePhoneSchema = z.string().overwrite(normalizePhone).max(11).regex(/^1[3-9]\d{9}$/);

/** A mobile or landline number (digits with + ( ) - and spaces), inner spaces removed before it is checked. */
export const phoneNumberSchema = z.string().overwrite(normalizePhone).max(20).regex(/^[0-9+() -]{5,20}$/);

/**
 * An ID number with its birth date and sequence hidden: the 6-digit region and the last 4 characters stay
 * (110105********002X). Anything too short to mask keeps only its last character.
 */
export function maskIdCard(value: string): string {
  if (value.length >= 12) return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
  return value.length <= 1 ? value : `${'*'.repeat(value.length - 1)}${value.slice(-1)}`;
}
