import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enterprises, entityKeys, userRoles, users } from '../db/schema/identity.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import { consumeTicket } from './captcha.ts';
import { consumeCode } from './codes.ts';
import { clearAttempts, type Lock, lockedError, loginSubject, recordFailure, recordSuccess, reserveAttempt } from './login-throttle.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { createSession, revokeUserSessions } from './sessions.ts';
import { sha256 } from './tokens.ts';

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

/** The one answer to every failed login, whether the name, the password or both are wrong. */
export const LOGIN_FAILED = '用户名或密码错误';

/**
 * Password login. The attempt is counted before the password is checked (login-throttle.ts), and an unknown name
 * is counted, checked and locked exactly like an account, so no reply tells whether an account exists: every
 * failure says LOGIN_FAILED and five of them lock the name for ten minutes (423). That an account is disabled,
 * or was locked while its password was being checked, is said only after the right password. A new lockout
 * ends the account's password sessions.
 */
export async function login(db: Db, input: { username: string; password: string; ticket: string }, ip?: string) {
  await consumeTicket(db, input.ticket);
  const user = await findUserByLogin(db, input.username);
  const subject = loginSubject(user?.id, input.username);
  const lockedOut = async (lock: Lock) => {
    if (lock.lockedNow && user) await revokeUserSessions(db, user.id, { passwordOnly: true });
    return lockedError(lock.until);
  };
  const reservation = await reserveAttempt(db, subject);
  if (!('attempt' in reservation)) throw await lockedOut(reservation);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash));
  if (!user || !valid) {
    const lock = await recordFailure(db, subject);
    throw lock ? await lockedOut(lock) : badRequest(LOGIN_FAILED);
  }
  if (!(await recordSuccess(db, subject, reservation.attempt))) throw lockedError(null);
  if (user.status !== '0') throw badRequest('账号已停用，请联系管理员');
  return createSession(db, user.id, { ip });
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

const RESET_CODE_REFUSED = '验证码错误或已失效，请重新获取';

/**
 * Sets a new password with the code sent by sendForgetPwdCode. Every refused code (wrong, expired, used up, or for
 * an account that does not exist) gets the same answer, so the call cannot tell which accounts exist; five wrong
 * tries still burn a code.
 */
export async function resetForgottenPassword(db: Db, input: { username: string; newPassword: string; code: string }) {
  assertPassword(input.newPassword, 'body.newPassword');
  const refused = () => badRequest(RESET_CODE_REFUSED, [{ field: 'body.code', msg: RESET_CODE_REFUSED }]);
  const user = await findUserByLogin(db, input.username);
  if (!user?.phonenumber) throw refused();
  await consumeCode(db, { purpose: 'forget_pwd', target: user.phonenumber, code: input.code }).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 400 ? refused() : error;
  });
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updateTime: sql`now()` }).where(eq(users.id, user.id));
  await clearAttempts(db, loginSubject(user.id, input.username));
  await revokeUserSessions(db, user.id);
}
