import { describe, expect, it } from 'vitest';
import { registeredPersonInputSchema } from '../../forms/registered-person.ts';
import { idCardBirthDate, idCardGender, isIdCard } from '../../forms/validators.ts';
import { addYears, demoIdentity, demoPhone, seededRandom } from './demo-person-generator.ts';

describe('demo person generator', () => {
  it('is deterministic for a seed', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    expect(Array.from({ length: 5 }, () => demoIdentity(a))).toEqual(Array.from({ length: 5 }, () => demoIdentity(b)));
  });

  it('makes ID numbers that pass the check digit and agree with gender and birth date', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 500; i++) {
      const person = demoIdentity(random);
      expect(isIdCard(person.idCard), person.idCard).toBe(true);
      expect(idCardGender(person.idCard)).toBe(person.gender);
      expect(idCardBirthDate(person.idCard)).toBe(person.birthDate);
      expect(person.name).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(demoPhone(random)).toMatch(/^1[3-9]\d{9}$/);
    }
  });

  it('passes the shared registered-person schema', () => {
    const person = demoIdentity(seededRandom(1));
    const input = { ...person, regCategory: 'jzs1', regNo: 'X1', certValidFrom: '2024-02-29', certValidTo: addYears('2024-02-29', 5), socialInsurance: 'normal' };
    expect(registeredPersonInputSchema.safeParse(input).success).toBe(true);
    expect(input.certValidTo).toBe('2029-02-28');
  });
});
