import { describe, expect, it } from 'vitest';
import { qualificationStandardRows, stableId } from './qualification-standards.ts';

describe('qualification-standard seed rows', () => {
  const rows = qualificationStandardRows();

  it('gives every node a distinct, stable UUID', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(qualificationStandardRows().map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(rows.find((r) => r.code === '101001')?.id).toBe(stableId('101001'));
  });

  it('keeps codes and sub-codes within their category and parent', () => {
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const r of rows) {
      expect(r.code).toMatch(new RegExp(`^1${r.category}\\d{3}$`));
      if (r.subcode === null) {
        expect(r.parentId).toBeNull();
      } else {
        expect(r.subcode.startsWith(r.code)).toBe(true);
        expect(byId.get(r.parentId!)?.code).toBe(r.code);
      }
    }
  });

  it('lists parents before their children', () => {
    const firstChild = rows.findIndex((r) => r.parentId !== null);
    expect(rows.slice(firstChild).every((r) => r.parentId !== null)).toBe(true);
  });
});
