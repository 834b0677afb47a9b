import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterpriseChangelogs, enterpriseLicences } from '../db/schema/enterprise-licences.ts';
import { DEMO } from './demo-accounts.ts';
import { findDemoOwner } from './demo-owner.ts';

/** The demo enterprise's business licence, as a Haidian-registered contractor's would read. */
export const DEMO_LICENCE = {
  entName: DEMO.member.entName,
  creditCode: DEMO.member.creditCode,
  legalPerson: '王建国',
  regCapital: 50000,
  establishDate: '2016-08-18',
  businessTermStart: '2016-08-18',
  businessTermEnd: null,
  address: '北京市海淀区西三环北路 27 号院 3 号楼 12 层 1201',
  businessScope:
    '施工总承包；专业承包；劳务分包；工程勘察；工程设计；建设工程项目管理；工程造价咨询；技术开发、技术咨询、技术服务；销售建筑材料、机械设备。（市场主体依法自主选择经营项目，开展经营活动；依法须经批准的项目，经相关部门批准后依批准的内容开展经营活动。）',
  regAuthority: '北京市海淀区市场监督管理局',
  entType: 'llc',
  prov: '110000',
  city: '110100',
  contactPhone: '010-68881234',
} as const;

/** Earlier changes the demo licence went through, oldest first (action edit, by the demo member). */
export const DEMO_LICENCE_CHANGES = [
  { field: 'regCapital', oldValue: '20000', newValue: '50000', time: '2021-03-09T02:15:00Z' },
  { field: 'address', oldValue: '北京市海淀区中关村大街 18 号 8 层 801', newValue: DEMO_LICENCE.address, time: '2023-05-22T06:40:00Z' },
  { field: 'legalPerson', oldValue: '李志强', newValue: DEMO_LICENCE.legalPerson, time: '2024-11-04T01:30:00Z' },
];

/**
 * The demo enterprise's licence and its change history; only added while it has no licence, so
 * restarts never duplicate them. Non-production only (see main.ts).
 */
export async function seedDemoLicence(db: Db): Promise<void> {
  const owner = await findDemoOwner(db);
  if (!owner) return;
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: enterpriseLicences.id }).from(enterpriseLicences).where(eq(enterpriseLicences.entId, owner.entId)).limit(1);
    if (existing) return;
    const created = new Date('2020-06-01T01:00:00Z');
    const updated = new Date(DEMO_LICENCE_CHANGES.at(-1)!.time);
    await tx.insert(enterpriseLicences).values({
      ...DEMO_LICENCE,
      entId: owner.entId,
      createBy: owner.userId,
      updateBy: owner.userId,
      createTime: created,
      updateTime: updated,
    });
    await tx.insert(enterpriseChangelogs).values(
      DEMO_LICENCE_CHANGES.map(({ time, ...change }) => ({
        ...change,
        entId: owner.entId,
        action: 'edit' as const,
        userId: owner.userId,
        operator: owner.nickName,
        createTime: new Date(time),
      })),
    );
  });
}
