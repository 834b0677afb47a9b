import { describe, expect, it } from 'vitest';
import { genderSchema } from './person-identity.ts';
import { registeredPersonUi } from './registered-person.ui.ts';

const field = (name: string) => registeredPersonUi.fields.find((candidate) => candidate.name === name);

describe('registeredPersonUi', () => {
  it('derives gender and birth date from a valid ID number only', () => {
    const derive = field('idCard')?.derive;
    expect(derive?.('11010519491231002X')).toEqual({ gender: '女', birthDate: '1949-12-31' });
    expect(derive?.('110105194912310021')).toBeNull();
    expect(derive?.(undefined)).toBeNull();
  });

  it('chooses gender from the stored values and masks the ID number in the list only', () => {
    expect(field('gender')?.options?.map((option) => option.value)).toEqual(genderSchema.options);
    expect(registeredPersonUi.columns.find((column) => column.id === 'idCard')).toMatchObject({ format: 'id-card' });
  });

  it('offers only the specialties of the chosen category', () => {
    expect(field('regSpecialty')).toMatchObject({ kind: 'dict-select', dictParent: 'regCategory' });
  });

  it('shows a record in one line', () => {
    expect(registeredPersonUi.title({ name: '张三', regNo: 'REG-1' })).toBe('张三（REG-1）');
  });
});
