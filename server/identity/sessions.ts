import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { entityKeys, sessions, users } from '../db/schema/identity.ts';
import { newToken, sha256 } from './tokens.ts';

export const TOKEN_TTL_SECONDS = 604_800;

/** Who is calling: resolved from the bearer token on every request. */
export interface Session {
  sessionId: string;
  userId: string;
  entId: string | null;
  keyId: string | null;
  keyType: 'main' | 'secondary' | null;
  roles: string[];
  permissions: string[];
}

export async function createSession(db: Db, userId: string, opts: { keyId?: string; ip?: string } = {}) {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId,
    keyId: opts.keyId ?? null,
    ip: opts.ip ?? null,
    expiresAt: new Date(Date.now() + TOKEN_TTL_SECONDS * 1000),
  });
  return { token, expiresIn: TOKEN_TTL_SECONDS };
}

/** Looks up a live (unexpired, unrevoked) session with its roles and permissions in one query. */
export async function resolveSession(db: Db, token: string): Promise<Session | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      entId: users.entId,
      keyId: sessions.keyId,
      keyType: entityKeys.keyType,
      keyStatus: entityKeys.status,
      userStatus: users.status,
      roles: sql<string[]>`coalesce((select array_agg(ur.role_key order by ur.role_key) from user_roles ur where ur.user_id = ${users.id}), '{}')`,
      permissions: sql<string[]>`coalesce((select array_agg(distinct rp.permission) from user_roles ur join role_permissions rp on rp.role_key = ur.role_key where ur.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(entityKeys, eq(entityKeys.id, sessions.keyId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  if (!row || row.userStatus !== '0') return null;
  if (row.keyId && row.keyStatus !== 'enabled') return null;
  const keyType = (row.keyType as Session['keyType']) ?? null;
  // A key session acts for the enterprise but never manages keys itself.
  const permissions = keyType ? row.permissions.filter((p) => p !== 'manageKey') : row.permissions;
  return { ...row, keyType, permissions };
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt)));
}

/** Ends the user's live sessions; with `passwordOnly`, the sessions opened with the enterprise's keys stay. */
export async function revokeUserSessions(db: Db, userId: string, { passwordOnly = false } = {}): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), passwordOnly ? isNull(sessions.keyId) : undefined));
}

export const hasPermission = (session: Session, required: string[]) =>
  session.permissions.includes('*:*:*') || required.some((p) => session.permissions.includes(p));

export const hasRole = (session: Session, required: string[]) =>
  session.permissions.includes('*:*:*') || required.some((r) => session.roles.includes(r));
