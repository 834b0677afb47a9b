import type { components } from '@openapi/schema.gen';

type RegisteredPerson = components['schemas']['RegisteredPerson'];

/** A registered person as the server returns it; `n` varies the name, id and certificate number. */
export function registeredPerson(n: number, overrides: Partial<RegisteredPerson> = {}): RegisteredPerson {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    entId: '00000000-0000-4000-8000-999999999999',
    name: `人员${n}`,
    idCard: '11010519491231002X',
    gender: '女',
    birthDate: '1949-12-31',
    regCategory: 'jzs1',
    regSpecialty: null,
    regNo: `REG-${n}`,
    certValidFrom: '2024-01-01',
    certValidTo: '2028-01-01',
    socialInsurance: 'normal',
    phone: null,
    certStatus: 'valid',
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the registered-person pages read, as `{ type: [[label, value], …] }`. */
export const REGISTERED_PERSON_DICTS: Record<string, [string, string][]> = {
  reg_category: [
    ['一级注册建造师', 'jzs1'],
    ['二级注册建造师', 'jzs2'],
  ],
  reg_specialty: [['建筑工程', 'jzs_jzgc']],
  social_insurance_status: [
    ['正常缴纳', 'normal'],
    ['未缴纳', 'unpaid'],
  ],
};
