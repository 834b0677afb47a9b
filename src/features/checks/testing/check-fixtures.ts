import type { CheckFinding, CheckRun, PersonCountResult } from '../check-areas';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A finished run of `kind`, numbered `n`. */
export function checkRun(n: number, overrides: Partial<CheckRun> = {}): CheckRun {
  return {
    runId: uuid(9000 + n),
    kind: 'personnel',
    startedAt: `2026-03-0${n}T02:00:00.000Z`,
    finishedAt: `2026-03-0${n}T02:00:01.250Z`,
    total: 10,
    passed: 8,
    failed: 2,
    errors: 1,
    warnings: 1,
    added: 2,
    resolved: 0,
    durationMs: 1250,
    scope: {},
    startedBy: '示范企业管理员',
    ...overrides,
  };
}

/** A finding of run `runId`, numbered `n`. */
export function finding(n: number, overrides: Partial<CheckFinding> = {}): CheckFinding {
  return {
    id: uuid(8000 + n),
    runId: uuid(9001),
    recordType: 'registeredPerson',
    recordId: uuid(100 + n),
    recordLabel: `人员${n}`,
    rule: 'registeredPerson.certExpired',
    level: 'error',
    message: `人员${n} 的注册证书已于 2026-01-01 过期，不计入企业注册人员。`,
    field: 'certValidTo',
    link: `/qyxx/zcry/ryxx?mode=edit&id=${uuid(100 + n)}&focus=certValidTo`,
    mark: null,
    createTime: '2026-03-01T02:00:01.000Z',
    ...overrides,
  };
}

/** A personnel-count result numbered `n` (met unless overridden). */
export function countResult(n: number, overrides: Partial<PersonCountResult> = {}): PersonCountResult {
  return {
    id: uuid(7000 + n),
    runId: uuid(9001),
    certificateId: uuid(300),
    certNo: `D1110000${n}`,
    itemId: uuid(400 + n),
    itemName: `建筑工程施工总承包${n}`,
    gradeLabel: '二级',
    regCategory: 'jzs1,jzs2',
    regSpecialty: 'building',
    required: 5,
    actual: 6,
    passed: true,
    assessed: true,
    citation: '建市〔2014〕159号《建筑业企业资质标准》',
    message: '满足要求。',
    createTime: '2026-03-01T02:00:01.000Z',
    ...overrides,
  };
}

export const ok = { code: 200, msg: '操作成功' } as const;
