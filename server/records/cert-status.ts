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
