import { sql } from 'drizzle-orm';
import { forbidden } from '../errors.ts';
import type { Session } from '../identity/sessions.ts';

/** Who writes an enterprise record: the enterprise it belongs to and the acting user. */
export interface RecordOwner {
  entId: string;
  userId: string;
}

/**
 * The enterprise a session acts for. Accounts without one (the platform admin) have no enterprise
 * records to read or write, so every enterprise-record operation answers them 403.
 */
export function recordOwner(session: Session | null): RecordOwner {
  if (!session) throw new Error('recordOwner on an operation without a session');
  if (!session.entId) throw forbidden('当前账号未关联企业，无法访问企业数据');
  return { entId: session.entId, userId: session.userId };
}

/** The audit columns of a new record: its enterprise and who created it. */
export function createdBy(owner: RecordOwner) {
  return { entId: owner.entId, createBy: owner.userId, updateBy: owner.userId };
}

/** The audit columns of a changed record. */
export function updatedBy(owner: RecordOwner) {
  return { updateBy: owner.userId, updateTime: sql`now()` };
}

/** The columns of a soft delete (records are never removed, only marked). */
export function deletedBy(owner: RecordOwner) {
  return { deletedAt: sql`now()`, ...updatedBy(owner) };
}
