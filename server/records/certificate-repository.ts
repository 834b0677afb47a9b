import { and, asc, eq, gte, inArray, isNull, like, lte, sql, type SQL } from 'drizzle-orm';
import type { CertificateInput, CertificateItemEntry } from '../../forms/certificate.ts';
import type { Db } from '../db/client.ts';
import { certificateItems as items, certificates as t } from '../db/schema/certificates.ts';
import { dictData } from '../db/schema/system.ts';
import { invalidInput, notFound } from '../errors.ts';
import { certStatus, certStatusBounds, certStatusFilter, type CertStatus } from './cert-status.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { countAll, likePattern, ordering, paging, type PagingQuery } from './list-query.ts';
import { checkCertType, checkItemCodes } from './qualification-checks.ts';

type Row = typeof t.$inferSelect;
type ItemRow = typeof items.$inferSelect;

export interface CertificateFilter extends PagingQuery {
  certNo?: string;
  issueAuthority?: string;
  certType?: string;
  expiryStatus?: CertStatus;
  expiryDateBegin?: string;
  expiryDateEnd?: string;
}

export const CERTIFICATE_NOT_FOUND = '资质证书不存在';
export const ITEM_NOT_FOUND = '资质项不存在';
const DUPLICATE = { field: 'body.certNo', msg: '本企业已有该证书编号的资质证书' };
export const DUPLICATE_ITEM = { field: 'body.typeCode', msg: '该证书已有相同资质类型与专业的资质项' };
const DUPLICATE_ENTRY = { field: 'body.items', msg: '同一证书内资质项不能重复' };

const SORTABLE = {
  certNo: t.certNo,
  issueDate: t.issueDate,
  expiryDate: t.expiryDate,
  createTime: t.createTime,
  updateTime: t.updateTime,
};

// Spelled out: inside a one-table select drizzle leaves columns unqualified, which the subquery would misread.
const liveItemCount = sql<number>`(select count(*)::int from certificate_items i where i.certificate_id = "certificates"."id" and i.deleted_at is null)`;

export function toCertificate(r: Row, itemCount: number, bounds = certStatusBounds()) {
  return {
    id: r.id,
    entId: r.entId,
    certNo: r.certNo,
    certType: r.certType,
    issueAuthority: r.issueAuthority,
    issueDate: r.issueDate,
    expiryDate: r.expiryDate,
    itemCount,
    expiryStatus: certStatus(r.expiryDate, bounds),
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

export const toCertificateItem = (r: ItemRow, gradeLabel: string | null) => ({
  id: r.id,
  entId: r.entId,
  certificateId: r.certificateId,
  category: r.category as '01' | '02' | '03' | '04',
  typeCode: r.typeCode,
  subCode: r.subCode,
  gradeCode: r.gradeCode,
  itemName: r.itemName,
  gradeLabel: gradeLabel ?? r.gradeCode,
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

/** Items with their grade label, from the `qualification_grade` dictionary. */
export function selectItems(db: Db, where: SQL | undefined) {
  return db
    .select({ item: items, gradeLabel: dictData.dictLabel })
    .from(items)
    .leftJoin(dictData, and(eq(dictData.dictType, 'qualification_grade'), eq(dictData.dictValue, items.gradeCode)))
    .where(where)
    .orderBy(asc(items.typeCode), asc(items.subCode), asc(items.id))
    .then((rows) => rows.map((r) => toCertificateItem(r.item, r.gradeLabel)));
}

export const mineCertificate = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));
const liveItemsOf = (certificateId: string) => and(eq(items.certificateId, certificateId), isNull(items.deletedAt));

function filters(entId: string, q: CertificateFilter): SQL | undefined {
  return and(
    eq(t.entId, entId),
    isNull(t.deletedAt),
    q.certNo ? like(t.certNo, likePattern(q.certNo, 'contains')) : undefined,
    q.issueAuthority ? like(t.issueAuthority, likePattern(q.issueAuthority, 'contains')) : undefined,
    q.certType ? eq(t.certType, q.certType) : undefined,
    q.expiryDateBegin ? gte(t.expiryDate, q.expiryDateBegin) : undefined,
    q.expiryDateEnd ? lte(t.expiryDate, q.expiryDateEnd) : undefined,
    q.expiryStatus ? certStatusFilter(t.expiryDate, q.expiryStatus) : undefined,
  );
}

const columns = (input: CertificateInput) => ({
  certNo: input.certNo.trim(),
  certType: input.certType ?? null,
  issueAuthority: input.issueAuthority.trim(),
  issueDate: input.issueDate,
  expiryDate: input.expiryDate,
});

export const itemColumns = (item: Omit<CertificateItemEntry, 'id'>) => ({
  category: item.category,
  typeCode: item.typeCode,
  subCode: item.subCode ?? null,
  gradeCode: item.gradeCode,
  itemName: item.itemName.trim(),
});

async function detail(db: Db, row: Row) {
  const list = await selectItems(db, liveItemsOf(row.id));
  return { ...toCertificate(row, list.length), items: list };
}

/**
 * Replaces a certificate's items with `entries`: entries with an id update that item, the rest are
 * created, and live items not listed are soft-deleted. Every id must be a live item of the certificate
 * (checked before anything is written).
 */
async function syncItems(tx: Db, owner: RecordOwner, certificateId: string, entries: CertificateItemEntry[]) {
  const keep = entries.flatMap((e) => (e.id ? [e.id] : []));
  if (keep.length > 0) {
    const found = await tx.select({ id: items.id }).from(items).where(and(liveItemsOf(certificateId), inArray(items.id, keep)));
    const known = new Set(found.map((r) => r.id));
    const errors = entries.flatMap((e, i) => (e.id && !known.has(e.id) ? [{ field: `body.items.${i}.id`, msg: '资质项不属于该证书' }] : []));
    if (errors.length > 0) throw invalidInput(errors);
  }
  const audit = updatedBy(owner);
  // Every live item steps aside (soft-deleted), then the listed ones come back with their new codes: two items
  // may swap codes without tripping the unique index, which only counts live items.
  await tx
    .update(items)
    .set({ deletedAt: sql`now()`, ...audit })
    .where(liveItemsOf(certificateId));
  for (const entry of entries) {
    if (!entry.id) continue;
    await tx
      .update(items)
      .set({ ...itemColumns(entry), ...audit, deletedAt: null })
      .where(eq(items.id, entry.id))
      .catch(rethrowDuplicate(DUPLICATE_ENTRY));
  }
  const created = entries.filter((e) => !e.id);
  if (created.length > 0) {
    const values = created.map((e) => ({ ...itemColumns(e), certificateId, ...createdBy(owner) }));
    await tx.insert(items).values(values).catch(rethrowDuplicate(DUPLICATE_ENTRY));
  }
}

const checkInput = async (db: Db, input: CertificateInput) => {
  await checkCertType(db, input.certType);
  await checkItemCodes(db, input.items ?? [], (i) => `body.items.${i}.`);
};

/** Queries on qualification certificates, always within one enterprise and ignoring soft-deleted rows. */
export const certificateRepository = {
  async list(db: Db, entId: string, q: CertificateFilter) {
    const where = filters(entId, q);
    const { limit, offset } = paging(q);
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: t, itemCount: liveItemCount })
        .from(t)
        .where(where)
        .orderBy(...ordering(q, SORTABLE, t.createTime, t.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: countAll() }).from(t).where(where),
    ]);
    const bounds = certStatusBounds();
    return { rows: rows.map((r) => toCertificate(r.row, r.itemCount, bounds)), total: total?.n ?? 0 };
  },

  /** The live certificate row, or 404. */
  async row(db: Db, entId: string, id: string): Promise<Row> {
    const [row] = await db.select().from(t).where(mineCertificate(entId, id));
    if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
    return row;
  },

  async get(db: Db, entId: string, id: string) {
    return detail(db, await this.row(db, entId, id));
  },

  async add(db: Db, owner: RecordOwner, input: CertificateInput) {
    await checkInput(db, input);
    return db.transaction(async (tx) => {
      const values = { ...columns(input), ...createdBy(owner) };
      const [row] = await tx.insert(t).values(values).returning().catch(rethrowDuplicate(DUPLICATE));
      if (input.items?.length) await syncItems(tx, owner, row!.id, input.items);
      return detail(tx, row!);
    });
  },

  async update(db: Db, owner: RecordOwner, id: string, input: CertificateInput) {
    await checkInput(db, input);
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(t)
        .set({ ...columns(input), ...updatedBy(owner) })
        .where(mineCertificate(owner.entId, id))
        .returning()
        .catch(rethrowDuplicate(DUPLICATE));
      if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
      if (input.items) await syncItems(tx, owner, row.id, input.items);
      return detail(tx, row);
    });
  },

  /** Soft-deletes the certificate and all its items. */
  async remove(db: Db, owner: RecordOwner, id: string) {
    await db.transaction(async (tx) => {
      const audit = deletedBy(owner);
      const rows = await tx.update(t).set(audit).where(mineCertificate(owner.entId, id)).returning({ id: t.id });
      if (rows.length === 0) throw notFound(CERTIFICATE_NOT_FOUND);
      await tx.update(items).set(audit).where(liveItemsOf(id));
    });
  },
};
