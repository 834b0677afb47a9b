/** Spec §9: the default datetime format, year-month-day hour:minute:second. */
export const DEFAULT_DATE_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/** Spec §9: weekday names, Sunday first (index = Date#getDay()). */
export const WEEKDAY_NAMES = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

export type DateInput = Date | string | number | null | undefined;

const LOCAL_DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?(?:\.\d+)?)?$/;
const TOKENS = /\[([^\]]*)\]|YYYY|MM|DD|HH|mm|ss|W/g;

/**
 * Reads a date value: a Date, a numeric timestamp (10 digits = seconds, spec §9; otherwise milliseconds), a
 * 10- or 13-digit numeric string, 'YYYY-MM-DD[ HH:mm[:ss]]' (also with '/' or 'T', read as local time) or any
 * ISO string with a zone. Returns null for empty or invalid input.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : new Date(value.getTime());
  if (typeof value === 'number') return validDate(isSeconds(value) ? value * 1000 : value);
  const text = value.trim();
  if (/^\d{10}$/.test(text)) return validDate(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return validDate(Number(text));
  const local = LOCAL_DATE_TIME.exec(text);
  if (local) {
    const [year, month, day, hour = 0, minute = 0, second = 0] = local.slice(1).map((part) => Number(part ?? 0));
    const date = new Date(year!, month! - 1, day!, hour, minute, second);
    // Reject rolled-over dates such as 2026-02-30.
    return date.getMonth() === month! - 1 && date.getDate() === day ? date : null;
  }
  return /^\d{4}-\d{2}-\d{2}T.+(?:Z|[+-]\d{2}:?\d{2})$/i.test(text) ? validDate(Date.parse(text)) : null;
}

/**
 * Formats a date value (see `toDate`) with the tokens YYYY MM DD HH mm ss and W (Chinese weekday name);
 * text in [brackets] is kept as is. Empty or invalid input gives ''.
 *
 * @example formatDateTime(1767225600) // '2026-01-01 08:00:00' in UTC+8
 * @example formatDateTime('2026-03-01', 'YYYY年MM月DD日 W') // '2026年03月01日 星期日'
 */
export function formatDateTime(value: DateInput, pattern: string = DEFAULT_DATE_TIME_PATTERN): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
    W: WEEKDAY_NAMES[date.getDay()]!,
  };
  return pattern.replace(TOKENS, (token, literal?: string) => literal ?? parts[token] ?? token);
}

/**
 * The Chinese weekday name of a date value, '' when invalid.
 *
 * @example weekdayName(new Date(2026, 2, 1)) // '星期日'
 */
export function weekdayName(value: DateInput): string {
  const date = toDate(value);
  return date ? WEEKDAY_NAMES[date.getDay()]! : '';
}

function isSeconds(timestamp: number): boolean {
  return Number.isInteger(timestamp) && Math.abs(timestamp) >= 1e9 && Math.abs(timestamp) < 1e10;
}

function validDate(ms: number): Date | null {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? null : date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
