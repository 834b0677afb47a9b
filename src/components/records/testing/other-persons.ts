import type { components } from '@openapi/schema.gen';

type OtherPerson = components['schemas']['OtherPerson'];

/** An other person (a technical staff member unless overridden) as the server returns it. */
export function otherPerson(n: number, overrides: Partial<OtherPerson> = {}): OtherPerson {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    entId: '00000000-0000-4000-8000-999999999999',
    personKind: 'technical',
    name: `技术${n}`,
    idCard: '11010519491231002X',
    gender: '女',
    birthDate: '1949-12-31',
    title: 'engineer',
    titleCertNo: `T-${n}`,
    trade: null,
    tradeCertNo: null,
    certValidTo: '2028-06-30',
    socialInsurance: 'normal',
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the other-person pages read. */
export const OTHER_PERSON_DICTS: Record<string, [string, string][]> = {
  other_person_kind: [
    ['技术人员', 'technical'],
    ['技术工人', 'worker'],
  ],
  professional_title: [['工程师', 'engineer']],
  worker_trade: [['钢筋工', 'rebar_worker']],
  social_insurance_status: [['正常缴纳', 'normal']],
};
