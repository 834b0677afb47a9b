import type { components } from '@openapi/schema.gen';
import { http, server } from '@/testing/msw-server';

type Certificate = components['schemas']['Certificate'];
type CertificateItem = components['schemas']['CertificateItem'];
type TreeNode = components['schemas']['ZzbzNode'];

const ENT = '00000000-0000-4000-8000-999999999999';
const id = (prefix: string, n: number) => `00000000-0000-4000-${prefix}-${String(n).padStart(12, '0')}`;

/** A qualification item of certificate 1 as the server returns it. */
export function certificateItem(n: number, overrides: Partial<CertificateItem> = {}): CertificateItem {
  return {
    id: id('9000', n),
    entId: ENT,
    certificateId: id('8000', 1),
    category: '03',
    typeCode: '103001',
    subCode: '10300101',
    gradeCode: 'class_1',
    itemName: '建筑工程施工总承包',
    gradeLabel: '一级',
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A certificate as the server returns it; `items` only on details. */
export function certificate(n: number, overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: id('8000', n),
    entId: ENT,
    certNo: `D${n}`,
    certType: 'jzy',
    issueAuthority: '省住房和城乡建设厅',
    issueDate: '2024-01-01',
    expiryDate: '2029-01-01',
    itemCount: 1,
    expiryStatus: 'valid',
    createTime: '2026-01-01T00:00:00.000Z',
    updateTime: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The dictionaries the certificate pages read. */
export const CERTIFICATE_DICTS: Record<string, [string, string][]> = {
  certificate_type: [['建筑业企业资质证书', 'jzy']],
  qualification_grade: [
    ['一级', 'class_1'],
    ['二级', 'class_2'],
  ],
};

const node = (nodeId: string, label: string, code: string, subcode?: string, children: TreeNode[] = []): TreeNode => ({
  id: nodeId,
  label,
  category: '03',
  code,
  ...(subcode ? { subcode } : {}),
  children,
});

/** Serves a small qualification standard tree (施工 only). */
export function serveQualificationTree() {
  const tree = [
    node('b', '施工总承包', '103001', undefined, [node('b1', '建筑工程施工总承包', '103001', '10300101')]),
    node('c', '施工劳务', '103003'),
  ];
  server.use(http.get('/portal/api/zzbz/tree', ({ response }) => response(200).json({ code: 200, msg: '操作成功', data: tree })));
}
