import { describe, expect, it } from 'vitest';
import { formatCellValue, maskIdCard } from './format-cell';

describe('maskIdCard', () => {
  it('keeps the region code and the last four characters of an ID number', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
    expect(maskIdCard('110105491231002')).toBe('110105*****1002');
    expect(formatCellValue('11010519491231002X', 'id-card')).toBe('110105********002X');
  });

  it('leaves only the last character of a value too short to be an ID number', () => {
    expect(maskIdCard('12345')).toBe('****5');
    expect(maskIdCard('1')).toBe('1');
    expect(formatCellValue(null, 'id-card')).toBe('');
  });
});

describe('formatCellValue dates', () => {
  it('shows a calendar day as sent and an instant in local time', () => {
    expect(formatCellValue('2026-11-01', 'date')).toBe('2026-11-01');
    const instant = new Date('2026-11-01T16:30:05.000Z');
    const local = `${instant.getFullYear()}-${String(instant.getMonth() + 1).padStart(2, '0')}-${String(instant.getDate()).padStart(2, '0')} ${String(instant.getHours()).padStart(2, '0')}:30:05`;
    expect(formatCellValue('2026-11-01T16:30:05.000Z', 'datetime')).toBe(local);
    expect(formatCellValue('2026-11-01 08:00:00', 'datetime')).toBe('2026-11-01 08:00:00');
  });
});
