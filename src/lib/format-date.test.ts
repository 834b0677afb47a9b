import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_TIME_PATTERN, formatDateTime, toDate, weekdayName, WEEKDAY_NAMES } from './format-date';

// Local time, so the tests hold in any time zone: 2026-03-01 (a Sunday) 08:05:09.
const sunday = new Date(2026, 2, 1, 8, 5, 9);
const ms = sunday.getTime();
const seconds = ms / 1000;

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss by default', () => {
    expect(DEFAULT_DATE_TIME_PATTERN).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime(sunday)).toBe('2026-03-01 08:05:09');
  });

  it('treats 10-digit timestamps as seconds and 13-digit ones as milliseconds, as numbers or strings', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(formatDateTime(seconds)).toBe('2026-03-01 08:05:09');
    expect(formatDateTime(String(seconds))).toBe('2026-03-01 08:05:09');
    expect(formatDateTime(ms)).toBe('2026-03-01 08:05:09');
    expect(formatDateTime(String(ms))).toBe('2026-03-01 08:05:09');
  });

  it('reads date strings: local date-time, date only, and ISO with a zone', () => {
    expect(formatDateTime('2026-03-01 08:05:09')).toBe('2026-03-01 08:05:09');
    expect(formatDateTime('2026/3/1 8:05')).toBe('2026-03-01 08:05:00');
    expect(formatDateTime('2026-03-01', 'YYYY-MM-DD HH:mm')).toBe('2026-03-01 00:00');
    expect(formatDateTime(sunday.toISOString())).toBe('2026-03-01 08:05:09');
  });

  it('supports the tokens, the Chinese weekday W and [literal] text', () => {
    expect(formatDateTime(sunday, 'YYYY年MM月DD日 W')).toBe('2026年03月01日 星期日');
    expect(formatDateTime(sunday, 'HH:mm')).toBe('08:05');
    expect(formatDateTime(sunday, '[Week] W')).toBe('Week 星期日');
  });

  it.each([null, undefined, '', '   ', 'abc', '2026-02-30', '20260301', Number.NaN, new Date('invalid')])('gives "" for %s', (value) => {
    expect(formatDateTime(value as never)).toBe('');
  });
});

describe('weekdayName', () => {
  it('names every weekday in Chinese, Sunday first', () => {
    expect(WEEKDAY_NAMES).toEqual(['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六']);
    const names = Array.from({ length: 7 }, (_, offset) => weekdayName(new Date(2026, 2, 1 + offset)));
    expect(names).toEqual(WEEKDAY_NAMES);
    expect(weekdayName(seconds)).toBe('星期日');
    expect(weekdayName('')).toBe('');
  });
});

describe('toDate', () => {
  it('returns a copy of a Date and null for invalid input', () => {
    const copy = toDate(sunday);
    expect(copy).toEqual(sunday);
    expect(copy).not.toBe(sunday);
    expect(toDate('not a date')).toBeNull();
  });
});
