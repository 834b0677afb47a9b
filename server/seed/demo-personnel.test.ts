import { describe, expect, it } from 'vitest';
import { otherPersonInputSchema } from '../../forms/other-person.ts';
import { DEMO_OTHER_COUNT, demoOtherPersonRows } from './demo-personnel.ts';

describe('demo other personnel', () => {
  const TODAY = '2026-11-24';

  it('are valid, distinct other-person input, the same for the same day', () => {
    const rows = demoOtherPersonRows(DEMO_OTHER_COUNT, TODAY);
    expect(rows).toHaveLength(DEMO_OTHER_COUNT);
    expect(new Set(rows.map((r) => r.idCard)).size).toBe(DEMO_OTHER_COUNT);
    for (const { createTime: _, ...row } of rows) expect(otherPersonInputSchema.safeParse(row).success, row.name).toBe(true);
    expect(demoOtherPersonRows(DEMO_OTHER_COUNT, TODAY)).toEqual(rows);
  });

  it('give most a certificate expiry, one within 30 days and one already past', () => {
    const dates = demoOtherPersonRows(DEMO_OTHER_COUNT, TODAY).map((r) => r.certValidTo);
    expect(dates.filter((date) => date !== null).length).toBeGreaterThan(DEMO_OTHER_COUNT / 2);
    expect(dates.filter((date) => date !== null && date < TODAY)).toHaveLength(1);
    expect(dates.filter((date) => date !== null && date >= TODAY && date <= '2026-12-24')).toHaveLength(1);
  });
});
