import type { Db } from '../db/client.ts';
import { certificateItems, certificates } from '../db/schema/certificates.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';
import { findDemoOwner } from './demo-owner.ts';

interface DemoItem {
  category: '01' | '02' | '03' | '04';
  typeCode: string;
  subCode: string | null;
  gradeCode: string;
  itemName: string;
}

interface DemoCertificate {
  certNo: string;
  certType: string;
  issueAuthority: string;
  issueDate: string;
  expiryDate: string;
  items: DemoItem[];
}

const general = (subCode: string, itemName: string, gradeCode: string): DemoItem => ({ category: '03', typeCode: '103001', subCode, gradeCode, itemName });
const specialty = (subCode: string, itemName: string, gradeCode: string): DemoItem => ({ category: '03', typeCode: '103002', subCode, gradeCode, itemName });

/**
 * The demo enterprise's certificates, as a Beijing contractor would hold them: 一级 items issued by
 * 住房和城乡建设部, 二级 by the municipal commission, 施工劳务 by the district, plus design and
 * supervision certificates. Codes are nodes of the seeded qualification-standard tree. One
 * certificate has expired, so the list and the exception check have something to show.
 */
export const DEMO_CERTIFICATES: DemoCertificate[] = [
  {
    certNo: 'D111034527',
    certType: 'jzy',
    issueAuthority: '住房和城乡建设部',
    issueDate: '2022-03-15',
    expiryDate: '2027-03-14',
    items: [
      general('10300101', '建筑工程施工总承包', 'class_1'),
      general('10300110', '市政公用工程施工总承包', 'class_1'),
      specialty('10300211', '建筑装修装饰工程专业承包', 'class_1'),
    ],
  },
  {
    certNo: 'D211068913',
    certType: 'jzy',
    issueAuthority: '北京市住房和城乡建设委员会',
    issueDate: '2023-06-20',
    expiryDate: '2028-06-19',
    items: [
      general('10300112', '机电工程施工总承包', 'class_2'),
      specialty('10300201', '地基基础工程专业承包', 'class_2'),
      specialty('10300209', '钢结构工程专业承包', 'class_2'),
      specialty('10300205', '消防设施工程专业承包', 'class_2'),
      specialty('10300204', '电子与智能化工程专业承包', 'class_2'),
    ],
  },
  {
    certNo: 'D311152604',
    certType: 'jzy',
    issueAuthority: '北京市海淀区住房和城乡建设委员会',
    issueDate: '2020-05-08',
    expiryDate: '2025-05-07',
    items: [{ category: '03', typeCode: '103003', subCode: null, gradeCode: 'ungraded', itemName: '施工劳务' }],
  },
  {
    certNo: 'A111021846',
    certType: 'sj',
    issueAuthority: '住房和城乡建设部',
    issueDate: '2022-02-01',
    expiryDate: '2027-01-31',
    items: [
      { category: '02', typeCode: '102001', subCode: '10200121', gradeCode: 'grade_a', itemName: '工程设计建筑行业（建筑工程）' },
      { category: '02', typeCode: '102002', subCode: '10200201', gradeCode: 'grade_a', itemName: '建筑装饰工程设计专项' },
    ],
  },
  {
    certNo: 'E111037295',
    certType: 'jl',
    issueAuthority: '住房和城乡建设部',
    issueDate: '2024-01-12',
    expiryDate: '2029-01-11',
    items: [
      { category: '04', typeCode: '104002', subCode: '10400201', gradeCode: 'grade_a', itemName: '房屋建筑工程监理' },
      { category: '04', typeCode: '104002', subCode: '10400212', gradeCode: 'grade_a', itemName: '市政公用工程监理' },
    ],
  },
];

// Fixed, so every run produces the same rows; create times count back from here.
const ANCHOR = Date.UTC(2026, 0, 1);

/**
 * Demo certificates with their items for the demo enterprise; deterministic, and only added while
 * it has no certificate, so restarts never duplicate them. Non-production only (see main.ts).
 */
export async function seedDemoCertificates(db: Db): Promise<void> {
  const owner = await findDemoOwner(db);
  if (!owner) return;
  const audit = { entId: owner.entId, createBy: owner.userId, updateBy: owner.userId };
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: certificates.id })
      .from(certificates)
      .where(liveRecordsOf(certificates, owner.entId))
      .limit(1);
    if (existing) return;
    for (const [i, { items, ...cert }] of DEMO_CERTIFICATES.entries()) {
      const time = new Date(ANCHOR - i * 86_400_000);
      const [row] = await tx
        .insert(certificates)
        .values({ ...cert, ...audit, createTime: time, updateTime: time })
        .returning({ id: certificates.id });
      await tx.insert(certificateItems).values(items.map((item) => ({ ...item, ...audit, certificateId: row!.id, createTime: time, updateTime: time })));
    }
  });
}
