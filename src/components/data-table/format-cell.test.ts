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
