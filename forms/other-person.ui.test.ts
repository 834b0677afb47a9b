import { describe, expect, it } from 'vitest';
import { otherPersonUi } from './other-person.ui.ts';

const field = (name: string) => otherPersonUi.fields.find((candidate) => candidate.name === name);

describe('otherPersonUi', () => {
  it('asks technical staff for a title and skilled workers for a trade', () => {
    const technical = { personKind: 'technical' };
    const worker = { personKind: 'worker' };
    for (const name of ['title', 'titleCertNo']) {
      expect(field(name)?.visibleWhen?.(technical), name).toBe(true);
      expect(field(name)?.visibleWhen?.(worker), name).toBe(false);
    }
    for (const name of ['trade', 'tradeCertNo']) {
      expect(field(name)?.visibleWhen?.(worker), name).toBe(true);
      expect(field(name)?.visibleWhen?.(technical), name).toBe(false);
    }
    expect(field('title')?.requiredWhen?.(technical)).toBe(true);
    expect(field('trade')?.requiredWhen?.(worker)).toBe(true);
    expect(field('title')?.visibleWhen?.({})).toBe(false);
  });

  it('derives gender and birth date from a valid ID number only', () => {
    const derive = field('idCard')?.derive;
    expect(derive?.('11010519491231002X')).toEqual({ gender: '女', birthDate: '1949-12-31' });
    expect(derive?.('110105194912310021')).toBeNull();
  });

  it('names the person with the ID number masked', () => {
    expect(otherPersonUi.title({ name: '李四', idCard: '11010519491231002X' })).toBe('李四（110105********002X）');
  });
});
