import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  enterprises,
  entityKeys,
  keyMenus,
  menus,
  roleMenus,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../db/schema/identity.ts';
import { qualificationStandards } from '../db/schema/qualification-standards.ts';
import { messages } from '../db/schema/messages.ts';
import { dictData, dictTypes } from '../db/schema/system.ts';
import { hashPassword } from '../identity/passwords.ts';
import { sha256 } from '../identity/tokens.ts';
import { DEMO } from './demo-accounts.ts';
import { DICT_SEED } from './dict-data.ts';
import { flattenMenus } from './menus.ts';
import { qualificationStandardRows } from './qualification-standards.ts';
import { personnelRequirements } from '../db/schema/checks.ts';
import { PERSONNEL_REQUIREMENT_SEEDS } from './personnel-requirements.ts';
import { qualificationApplications } from '../db/schema/qualification-applications.ts';
import { qualificationApplicationRows } from './qualification-applications.ts';
import { todayInChina } from '../../forms/common.ts';

const ROLES = [
  { roleKey: 'admin', roleName: '超级管理员', sort: 1, permissions: ['*:*:*'] },
  { roleKey: 'member_level_2', roleName: '二级会员', sort: 2, permissions: ['memberInfo', 'manageKey', 'userInfo'] },
  { roleKey: 'member', roleName: '普通会员', sort: 3, permissions: ['memberInfo', 'userInfo'] },
];

/**
 * Roles, permissions, the route tree, the qualification-standard tree and dictionaries: kept in step
 * with the code on every start.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { permissions, ...role } of ROLES) {
      await tx.insert(roles).values(role).onConflictDoUpdate({ target: roles.roleKey, set: { roleName: role.roleName, sort: role.sort } });
      await tx.delete(rolePermissions).where(eq(rolePermissions.roleKey, role.roleKey));
      await tx.insert(rolePermissions).values(permissions.map((permission) => ({ roleKey: role.roleKey, permission })));
    }
    const flat = flattenMenus();
    for (const m of flat) {
      const row = { id: m.id, parentId: m.parentId, path: m.path, name: m.name, sort: m.sort, keyGrantable: m.keyGrantable };
      await tx.insert(menus).values(row).onConflictDoUpdate({ target: menus.id, set: row });
    }
    await tx.delete(roleMenus);
    const grants = flat.flatMap((m) => m.roles.map((roleKey) => ({ roleKey, menuId: m.id })));
    if (grants.length) await tx.insert(roleMenus).values(grants);
    await syncQualificationStandards(tx);
    // The personnel requirements are replaced whole: the seed is their only source.
    await tx.delete(personnelRequirements);
    await tx.insert(personnelRequirements).values(PERSONNEL_REQUIREMENT_SEEDS.map((r, i) => ({ ...r, id: i + 1, regCategories: [...r.regCategories], regSpecialties: r.regSpecialties && [...r.regSpecialties] })));
    // The applications are replaced whole and dated back from the day of the start, so the demo's stages stay current.
    await tx.delete(qualificationApplications);
    await tx.insert(qualificationApplications).values(qualificationApplicationRows(new Date(todayInChina())));

    const existing = new Set((await tx.select({ t: dictTypes.dictType }).from(dictTypes)).map((r) => r.t));
    for (const type of DICT_SEED.filter((t) => !existing.has(t.dictType))) {
      await tx.insert(dictTypes).values({ dictType: type.dictType, dictName: type.dictName });
      await tx.insert(dictData).values(
        type.items.map((item, index) => ({
          dictType: type.dictType,
          dictLabel: item.label,
          dictValue: item.value,
          dictSort: index + 1,
          listClass: item.listClass ?? null,
          isDefault: item.isDefault ? ('Y' as const) : ('N' as const),
          remark: item.remark ?? null,
        })),
      );
    }
  });
}

/** The tree has no editing API: the seed is the whole truth, so rows it no longer lists are removed. */
async function syncQualificationStandards(tx: Db): Promise<void> {
  const rows = qualificationStandardRows();
  await tx.delete(qualificationStandards).where(notInArray(qualificationStandards.id, rows.map((r) => r.id)));
  const set = {
    category: sql`excluded.category`,
    code: sql`excluded.code`,
    subcode: sql`excluded.subcode`,
    label: sql`excluded.label`,
    sort: sql`excluded.sort`,
    parentId: sql`excluded.parent_id`,
  };
  // Code rows first: sub-code rows refer to them.
  for (const batch of [rows.filter((r) => r.parentId === null), rows.filter((r) => r.parentId !== null)]) {
    await tx.insert(qualificationStandards).values(batch).onConflictDoUpdate({ target: qualificationStandards.id, set });
  }
}

/** Demo enterprises, accounts and keys; created once, on a database without the admin account. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [admin] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = ${DEMO.admin.username}`);
  if (admin) return false;
  const [adminHash, memberHash, basicHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.member.password),
    hashPassword(DEMO.basic.password),
  ]);
  await db.transaction(async (tx) => {
    const [adminUser] = await tx
      .insert(users)
      .values({ userName: DEMO.admin.username, nickName: DEMO.admin.nickName, passwordHash: adminHash })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: adminUser!.id, roleKey: 'admin' });

    const [memberEnt, basicEnt] = await tx
      .insert(enterprises)
      .values([
        { entName: DEMO.member.entName, creditCode: DEMO.member.creditCode, prov: DEMO.member.prov },
        { entName: DEMO.basic.entName, creditCode: DEMO.basic.creditCode, prov: DEMO.basic.prov },
      ])
      .returning({ id: enterprises.id });
    const [memberUser, basicUser] = await tx
      .insert(users)
      .values([
        {
          userName: DEMO.member.username,
          nickName: '示范集团信息员',
          phonenumber: DEMO.member.phone,
          email: 'demo@example.com',
          passwordHash: memberHash,
          entId: memberEnt!.id,
        },
        { userName: DEMO.basic.username, nickName: '', phonenumber: DEMO.basic.phone, passwordHash: basicHash, entId: basicEnt!.id },
      ])
      .returning({ id: users.id });
    await tx.insert(userRoles).values([
      { userId: memberUser!.id, roleKey: 'member' },
      { userId: memberUser!.id, roleKey: 'member_level_2' },
      { userId: basicUser!.id, roleKey: 'member' },
    ]);

    const keys = await tx
      .insert(entityKeys)
      .values([
        { entId: memberEnt!.id, keyType: 'main', keyHash: sha256(DEMO.mainKey), keyLast4: DEMO.mainKey.slice(-4) },
        { entId: memberEnt!.id, keyType: 'secondary', keyHash: sha256(DEMO.secondaryKey), keyLast4: DEMO.secondaryKey.slice(-4) },
      ])
      .returning({ id: entityKeys.id, keyType: entityKeys.keyType });
    const secondary = keys.find((k) => k.keyType === 'secondary')!;
    const granted = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, [...DEMO.secondaryKeyMenus]));
    await tx.insert(keyMenus).values(granted.map((m) => ({ keyId: secondary.id, menuId: m.id })));

    await tx.insert(messages).values([
      {
        entId: memberEnt!.id,
        userId: memberUser!.id,
        category: 'zs',
        subType: 'expiry',
        title: '资质证书即将到期提醒',
        content: '贵企业的建筑业企业资质证书将于 90 天内到期，请及时办理延续手续。',
      },
      {
        entId: memberEnt!.id,
        userId: memberUser!.id,
        category: 'system',
        title: '欢迎使用建筑业企业信息服务门户',
        content: '请在“企业信息”中完善营业执照、资质证书与人员信息，并定期运行数据校验。',
      },
    ]);
  });
  return true;
}
