import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, users } from '../db/schema/identity.ts';
import { unauthorized } from '../errors.ts';
import { messageRepository } from '../messages/repository.ts';
import type { Session } from './sessions.ts';

/** Served by the web app; the login state counts a user as logged in only with a non-empty avatar. */
export const DEFAULT_AVATAR = '/avatar-default.svg';

export async function sessionInfo(db: Db, session: Session) {
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw unauthorized();
  const [ent] = user.entId
    ? await db
        .select({ entId: enterprises.id, entName: enterprises.entName, creditCode: enterprises.creditCode })
        .from(enterprises)
        .where(eq(enterprises.id, user.entId))
    : [];
  return {
    user: {
      userId: user.id,
      userName: user.userName,
      nickName: user.nickName,
      phonenumber: user.phonenumber ?? '',
      email: user.email,
      avatar: user.avatar || DEFAULT_AVATAR,
      createTime: user.createTime.toISOString(),
    },
    roles: session.roles,
    permissions: session.permissions,
    ent: ent ?? null,
    // The header badge: the same count as getUnreadMessageCount.
    unreadMessage: await messageRepository.unreadCount(db, user.id),
    key: session.keyId && session.keyType ? { keyId: session.keyId, keyType: session.keyType } : null,
  };
}
