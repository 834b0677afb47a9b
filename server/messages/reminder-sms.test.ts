import { describe, expect, it } from 'vitest';
import { inQuietHours } from './reminder-sms.ts';

describe('inQuietHours', () => {
  it('is quiet from 22:00 to 07:59 China time (UTC+8), whatever the server’s zone', () => {
    const china = (time: string) => new Date(`2031-01-05T${time}:00+08:00`);
    expect(inQuietHours(china('21:59'))).toBe(false);
    expect(inQuietHours(china('22:00'))).toBe(true);
    expect(inQuietHours(china('23:59'))).toBe(true);
    expect(inQuietHours(china('00:00'))).toBe(true);
    expect(inQuietHours(china('07:59'))).toBe(true);
    expect(inQuietHours(china('08:00'))).toBe(false);
    expect(inQuietHours(china('12:00'))).toBe(false);
  });
});
