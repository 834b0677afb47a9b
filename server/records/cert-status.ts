import { and, gt, gte, lt, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { todayInChina } from '../../forms/common.ts';

export type CertStatus = 'valid' | 'expiringSoon' | 'expired';

/** A certificate counts as expiring soon within this many days of its end date. */
export const EXPIRING_SOON_DAYS = 90;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dates that split the statuses, in China's calendar: expired before `today`, expiring up to `soon`. */
export function certStatusBounds(today = todayInChina()): { today: string; soon: string } {
  return { today, soon: addDays(today, EXPIRING_SOON_DAYS) };
}

export function certStatus(validTo: string, bounds = certStatusBounds()): CertStatus {
  if (validTo < bounds.today) return 'expired';
  return validTo <= bounds.soon ? 'expiringSoon' : 'valid';
}

/** A WHERE clause that keeps the rows whose end date `column` has `status` today. */
export function certStatusFilter(column: AnyColumn, status: CertStatus, bounds = certStatusBounds()): SQL {
  if (status === 'expired') return lt(column, bounds.today);
  if (status === 'expiringSoon') return and(gte(column, bounds.today), lte(column, bounds.soon))!;
  return gt(column, bounds.soon);
}
