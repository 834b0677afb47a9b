import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { EnterpriseInput } from '../../forms/enterprise.ts';
import { enterpriseUi } from '../../forms/enterprise.ui.ts';
import { recordKeyLabels } from '../../forms/record-labels.ts';
import type { Db } from '../db/client.ts';
import { enterpriseChangelogs as logs, enterpriseDrafts as drafts, enterpriseLicences as t } from '../db/schema/enterprise-licences.ts';
import { enterprises, users } from '../db/schema/identity.ts';
import { AppError, conflict } from '../errors.ts';
import { attachmentRepository as attachments } from './attachment-repository.ts';
import { updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { withFileNames } from './changelog-file-names.ts';
import { checkReferences } from './field-checks.ts';
import { countOf, equals, filterConditions, mapPage, readPage } from './list-query.ts';
import { recordJson, recordStore } from './record-store.ts';
import { refreshRemindersAfterSave } from '../reminders/engine.ts';

type Row = typeof t.$inferSelect;
export type ChangeAction = (typeof logs.$inferSelect)['action'];
export type LicenceField = keyof EnterpriseInput;

const ALREADY_EXISTS = '本企业已有营业执照，请修改现有营业执照';
const DUPLICATE = { field: 'body.creditCode', msg: '该统一社会信用代码已被其他企业使用' };

const licenceStore = recordStore(t, { notFound: '营业执照不存在', duplicate: DUPLICATE });

/** Every licence field in form order, with the label the changelog shows: the form's own (forms/enterprise.ui.ts). */
export const FIELD_LABELS = recordKeyLabels(enterpriseUi.fields) as ReadonlyMap<LicenceField, string>;
const FIELDS = [...FIELD_LABELS.keys()];

/** The licence's stored columns for an input; omitted nullable fields become null, omitted files none. */
export const licenceColumns = (input: EnterpriseInput) => ({
  entName: input.entName.trim(),
  creditCode: input.creditCode,
  legalPerson: input.legalPerson.trim(),
  regCapital: input.regCapital,
  establishDate: input.establishDate,
  businessTermStart: input.businessTermStart,
  businessTermEnd: input.businessTermEnd ?? null,
  address: input.address.trim(),
  businessScope: input.businessScope.trim(),
  regAuthority: input.regAuthority.trim(),
  entType: input.entType,
  prov: input.prov,
  city: input.city,
  contactPhone: input.contactPhone ?? null,
  licenseFileIds: input.licenseFileIds ?? [],
});
type Columns = ReturnType<typeof licenceColumns>;

/** The licence as an EnterpriseInput, so a partial update can be merged onto it and validated whole. */
export const licenceAsInput = (r: Row) => Object.fromEntries(FIELDS.map((field) => [field, r[field]])) as Columns;

const toEnterprise = (r: Row, hasDraft: boolean) => ({ ...recordJson(r), hasDraft });

/** A field value as the changelog stores it: text, arrays comma-separated, empty as null. */
export function changeText(value: unknown): string | null {
  if (value == null) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(',');
  return String(value);
}

/** One changelog row per field whose text differs between `before` (null on create) and `after`. */
export function changedFields(before: Columns | null, after: Columns): { field: LicenceField; oldValue: string | null; newValue: string | null }[] {
  return FIELDS.flatMap((field) => {
    const oldValue = before ? changeText(before[field]) : null;
    const newValue = changeText(after[field]);
    if (before && oldValue === newValue) return [];
    if (!before && newValue === null) return [];
    return [{ field, oldValue, newValue }];
  });
}

async function hasDraft(db: Db, entId: string): Promise<boolean> {
  const [row] = await db.select({ entId: drafts.entId }).from(drafts).where(eq(drafts.entId, entId));
  return row !== undefined;
}

async function operatorName(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ nickName: users.nickName, userName: users.userName }).from(users).where(eq(users.id, userId));
  return (user?.nickName || user?.userName || '').slice(0, 64);
}

/**
 * Business rules beyond the shared schema: the enterprise type is a dictionary value, the credit code
 * is not another enterprise's, and each file is one of the enterprise's licence uploads, free or already this licence's.
 */
async function checkInput(db: Db, entId: string, licenceId: string | null, input: Columns) {
  await checkReferences(db, enterpriseUi.fields, input);
  await attachments.check(db, entId, 'yyzz', licenceId, input.licenseFileIds, 'body.licenseFileIds');
  const [taken] = await db
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(and(eq(enterprises.creditCode, input.creditCode), ne(enterprises.id, entId)))
    .limit(1);
  if (taken) throw conflict(DUPLICATE.msg, [DUPLICATE]);
}

/**
 * Writes the licence's changes, binds its files, syncs the enterprise's name, code and province, and
 * drops the draft on create/edit.
 */
async function afterSave(tx: Db, owner: RecordOwner, action: ChangeAction, before: Columns | null, row: Row) {
  const changes = changedFields(before, licenceAsInput(row));
  if (changes.length > 0) {
    const operator = await operatorName(tx, owner.userId);
    // clock_timestamp(), not the transaction's start: saves that waited for the row lock are listed in the order they wrote.
    const createTime = sql`clock_timestamp()`;
    await tx.insert(logs).values(changes.map((c) => ({ ...c, entId: owner.entId, action, userId: owner.userId, operator, createTime })));
  }
  await attachments.bind(tx, owner.entId, 'yyzz', row.id, row.licenseFileIds);
  await tx
    .update(enterprises)
    .set({ entName: row.entName, creditCode: row.creditCode, prov: row.prov, updateTime: sql`now()` })
    .where(eq(enterprises.id, owner.entId));
  if (action !== 'update') await tx.delete(drafts).where(eq(drafts.entId, owner.entId));
  return toEnterprise(row, action === 'update' ? await hasDraft(tx, owner.entId) : false);
}

const CHANGELOG_ORDER = { columns: {}, default: [desc(logs.createTime), desc(logs.seq)], tiebreak: desc(logs.seq) };

/** The business licence of one enterprise, its changelog and its draft. */
export const enterpriseLicenceRepository = {
  /** The enterprise's licence row, or undefined while none is filled in. */
  async row(db: Db, entId: string): Promise<Row | undefined> {
    const [row] = await db.select().from(t).where(licenceStore.live(entId));
    return row;
  },

  async get(db: Db, entId: string) {
    const row = await this.row(db, entId);
    return row ? toEnterprise(row, await hasDraft(db, entId)) : null;
  },

  async create(db: Db, owner: RecordOwner, input: EnterpriseInput) {
    const values = licenceColumns(input);
    if (await this.row(db, owner.entId)) throw conflict(ALREADY_EXISTS);
    await checkInput(db, owner.entId, null, values);
    const saved = await db
      .transaction(async (tx) => afterSave(tx, owner, 'create', null, await licenceStore.insert(tx, owner, values)))
      .catch(async (error: unknown) => {
        // A unique index held: a concurrent first save of this enterprise committed first, or the code is taken.
        if (error instanceof AppError && error.code === 409 && (await this.row(db, owner.entId))) throw conflict(ALREADY_EXISTS);
        throw error;
      });
    await refreshRemindersAfterSave(db, owner.entId, 'enterprise');
    return saved;
  },

  /**
   * Saves over the licence `id` the input `next` makes of it (edit replaces it whole, update merges a patch).
   * The row is read and locked in the transaction, so concurrent saves apply one after another: none is lost
   * and each changelog row holds the value its save replaced.
   */
  async save(db: Db, owner: RecordOwner, action: 'edit' | 'update', id: string, next: (current: Columns) => EnterpriseInput) {
    const saved = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(t).where(licenceStore.mine(owner.entId, id)).for('update');
      if (!before) throw licenceStore.missing();
      const values = licenceColumns(next(licenceAsInput(before)));
      await checkInput(tx, owner.entId, id, values);
      const row = await licenceStore.update(tx, owner, id, values);
      return afterSave(tx, owner, action, licenceAsInput(before), row);
    });
    await refreshRemindersAfterSave(db, owner.entId, 'enterprise');
    return saved;
  },

  /** The licence's field changes, newest first, its scans by file name; the list takes no sort column. */
  async changelogs(db: Db, entId: string, query: { pageNum?: number; pageSize?: number; field?: string }) {
    const where = and(eq(logs.entId, entId), ...filterConditions({ field: equals(logs.field) }, query));
    const source = { rows: (d: Db) => d.select().from(logs).$dynamic(), count: countOf(logs), where, sort: CHANGELOG_ORDER };
    const page = await readPage(db, source, { pageNum: query.pageNum, pageSize: query.pageSize });
    const rows = await withFileNames(db, entId, 'licenseFileIds' satisfies LicenceField, page.rows);
    return mapPage({ rows, total: page.total }, ({ seq: _seq, entId: _entId, userId: _userId, createTime, ...change }) => ({
      ...change,
      fieldLabel: FIELD_LABELS.get(change.field as LicenceField) ?? change.field,
      createTime: createTime.toISOString(),
    }));
  },

  async draft(db: Db, entId: string) {
    const [row] = await db.select().from(drafts).where(eq(drafts.entId, entId));
    return row ? { ...row.data, entId: row.entId, updateTime: row.updateTime.toISOString() } : null;
  },

  /** Stores the draft as sent (the contract has checked types and lengths), replacing any earlier one. */
  async saveDraft(db: Db, owner: RecordOwner, data: Record<string, unknown>) {
    const audit = { data, ...updatedBy(owner) };
    const [row] = await db
      .insert(drafts)
      .values({ entId: owner.entId, ...audit })
      .onConflictDoUpdate({ target: drafts.entId, set: audit })
      .returning();
    return { ...row!.data, entId: row!.entId, updateTime: row!.updateTime.toISOString() };
  },

  async deleteDraft(db: Db, entId: string) {
    await db.delete(drafts).where(eq(drafts.entId, entId));
  },
};
