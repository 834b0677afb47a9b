import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, users } from '../db/schema.ts';
import { DEMO } from './demo-accounts.ts';

/** The demo member_level_2 enterprise and its first user, who owns the seeded demo records; undefined before demo accounts exist. */
export async function findDemoOwner(db: Db): Promise<{ entId: string; userId: string; nickName: string } | undefined> {
  const [owner] = await db
    .select({ entId: enterprises.id, userId: users.id, nickName: users.nickName })
    .from(enterprises)
    .innerJoin(users, and(eq(users.entId, enterprises.id), eq(users.userName, DEMO.member.username)))
    .where(eq(enterprises.creditCode, DEMO.member.creditCode));
  return owner;
}
