import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, entityKeys, userRoles, users } from '../db/schema/identity.ts';
import { AppError, badRequest, conflict, locked } from '../errors.ts';
import { consumeTicket } from './captcha.ts';
import { consumeCode } from './codes.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { createSession, revokeUserSessions } from './sessions.ts';
import { sha256 } from './tokens.ts';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MINUTES = 10;
export const DEFAULT_ROLE = 'member';
const ENT_NAME = /^[\u4e00-\u9fa5A-Za-z0-9（）()·\-& ]{2,100}$/u;

// Verifying against a throwaway hash keeps "no such user" as slow as "wrong password".
const dummyHash = hashPassword('not-a-real-password-1');

export function findUserByLogin(db: Db, username: string) {
  const name = username.trim();
  return db
    .select()
    .from(users)
    .where(or(sql`lower(${users.userName}) = lower(${name})`, eq(users.phonenumber, name)))
    .limit(1)
    .then((rows) => rows[0]);
}

function assertPassword(password: string, field: string) {
  const problem = passwordProblem(password);
  if (problem) throw badRequest(problem, [{ field, msg: problem }]);
}

/** `field` names the request field in the error, e.g. 'query.phonenumber' for the code request. */
export async function assertPhoneAvailable(db: Db, phonenumber: string, field = 'body.phonenumber'): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.phonenumber, phonenumber)).limit(1);
  const msg = '该手机号已注册，请直接登录';
  if (taken) throw conflict(msg, [{ field, msg }]);
}

export async function register(db: Db, input: { phonenumber: string; code: string; password: string; entName: string }) {
  const entName = input.entName.trim();
  if (!ENT_NAME.test(entName)) {
    throw badRequest('企业名称格式不正确', [{ field: 'body.entName', msg: '企业名称只能包含中文、字母、数字和括号，长度 2-100' }]);
  }
  assertPassword(input.password, 'body.password');
  await assertPhoneAvailable(db, input.phonenumber);
  const [entTaken] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.entName, entName)).limit(1);
  const entTakenMsg = '该企业已注册，请联系企业管理员获取账号';
  if (entTaken) throw conflict(entTakenMsg, [{ field: 'body.entName', msg: entTakenMsg }]);
  await consumeCode(db, { purpose: 'register', target: input.phonenumber, code: input.code });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [ent] = await tx.insert(enterprises).values({ entName }).returning({ id: enterprises.id });
    const [user] = await tx
      .insert(users)
      .values({ userName: input.phonenumber, nickName: entName, phonenumber: input.phonenumber, passwordHash, entId: ent!.id })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, roleKey: DEFAULT_ROLE });
  });
}

export async function login(db: Db, input: { username: string; password: string; ticket: string }, ip?: string) {
  await consumeTicket(db, input.ticket);
  const user = await findUserByLogin(db, input.username);
  if (!user) {
    await verifyPassword(input.password, await dummyHash);
    throw badRequest('用户名或密码错误');
  }
  if (user.status !== '0') throw badRequest('账号已停用，请联系管理员');
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw lockedError(user.lockedUntil);
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    const [after] = await db
      .update(users)
      .set({
        // A lock that has run out starts the count again.
        failedLoginCount: sql`case when ${users.lockedUntil} is not null then 1 else ${users.failedLoginCount} + 1 end`,
        lockedUntil: sql`case when (case when ${users.lockedUntil} is not null then 1 else ${users.failedLoginCount} + 1 end) >= ${MAX_FAILED_LOGINS} then now() + make_interval(mins => ${LOCK_MINUTES}) else null end`,
      })
      .where(eq(users.id, user.id))
      .returning({ failed: users.failedLoginCount, lockedUntil: users.lockedUntil });
    if (after?.lockedUntil) throw lockedError(after.lockedUntil);
    const left = MAX_FAILED_LOGINS - (after?.failed ?? 0);
    throw badRequest(`用户名或密码错误，还可尝试 ${left} 次`);
  }
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await db.update(users).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(users.id, user.id));
  }
  return createSession(db, user.id, { ip });
}

function lockedError(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return locked(`密码连续错误 ${MAX_FAILED_LOGINS} 次，账号已锁定，请 ${minutes} 分钟后再试`);
}

export async function keyLogin(db: Db, key: string, ip?: string) {
  const [row] = await db
    .select({ keyId: entityKeys.id, entId: entityKeys.entId })
    .from(entityKeys)
    .where(
      and(
        eq(entityKeys.keyHash, sha256(key.trim())),
        eq(entityKeys.status, 'enabled'),
        or(isNull(entityKeys.expireTime), gt(entityKeys.expireTime, sql`now()`)),
      ),
    )
    .limit(1);
  if (!row) throw badRequest('密钥无效、已停用或已过期', [{ field: 'body.key', msg: '密钥无效、已停用或已过期' }]);
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.entId, row.entId), eq(users.status, '0')))
    .orderBy(users.createTime)
    .limit(1);
  if (!owner) throw badRequest('密钥所属企业没有可用账号，请联系管理员');
  return createSession(db, owner.id, { keyId: row.keyId, ip });
}

export async function resetForgottenPassword(db: Db, input: { username: string; newPassword: string; code: string }) {
  assertPassword(input.newPassword, 'body.newPassword');
  const user = await findUserByLogin(db, input.username);
  if (!user?.phonenumber) throw badRequest('验证码已失效，请重新获取', [{ field: 'body.code', msg: '验证码已失效，请重新获取' }]);
  await consumeCode(db, { purpose: 'forget_pwd', target: user.phonenumber, code: input.code });
  const passwordHash = await hashPassword(input.newPassword);
  await db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updateTime: sql`now()` })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
}
