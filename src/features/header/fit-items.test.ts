import { describe, expect, it } from 'vitest';
import { fitItems } from './fit-items';

describe('fitItems', () => {
  it('keeps every item when they all fit, without room for 更多', () => {
    expect(fitItems([100, 100, 100], 300, 60)).toBe(3);
    expect(fitItems([100, 100, 100], 1000, 60)).toBe(3);
  });

  it('keeps room for 更多 once anything overflows', () => {
    expect(fitItems([100, 100, 100], 299, 60)).toBe(2);
    expect(fitItems([100, 100, 100], 260, 60)).toBe(2);
    expect(fitItems([100, 100, 100], 259, 60)).toBe(1);
  });

  it('keeps items in order and stops at the first that does not fit', () => {
    expect(fitItems([50, 200, 10], 150, 40)).toBe(1);
  });

  it('returns 0 when not even the first item fits beside 更多', () => {
    expect(fitItems([100, 100], 120, 60)).toBe(0);
    expect(fitItems([100, 100], 0, 60)).toBe(0);
  });

  it('handles an empty list', () => {
    expect(fitItems([], 0, 60)).toBe(0);
    expect(fitItems([], 500, 60)).toBe(0);
  });
});
