import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CertificateInput, CertificateItemEntry } from '../../forms/certificate.ts';
import { certificateUi } from '../../forms/certificate.ui.ts';
import type { Db } from '../db/client.ts';
import { certificateItems as items, certificates as t } from '../db/schema/certificates.ts';
import { isLive } from '../db/schema/record-columns.ts';
import { dictData } from '../db/schema/system.ts';
import { invalidInput } from '../errors.ts';
import { certStatus, certStatusBounds, certStatusFilter, type CertStatus } from './cert-status.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { contains, dateRange, equals, mapPage, pick } from './list-query.ts';
import { recordRepository } from './record-repository.ts';
import { recordJson, recordStore } from './record-store.ts';

export const certificateStore = recordStore(t, {
  notFound: '资质证书不存在',
  duplicate: { field: 'body.certNo', msg: '本企业已有该证书编号的资质证书' },
  dependants: [{ table: items, parent: items.certificateId }],
});

export const certificateItemStore = recordStore(items, {
  notFound: '资质项不存在',
  duplicate: { field: 'body.typeCode', msg: '该证书已有相同资质类型与专业的资质项' },
});

/** The fields of one qualification item, as the certificate form edits them inline. */
export const itemFields = certificateUi.fields.flatMap((field) => field.childFields ?? []);

const DUPLICATE_ENTRY = { field: 'body.items', msg: '同一证书内资质项不能重复' };

// The certificate's id is spelled out: inside a one-table select drizzle leaves columns unqualified, and a bare "id"
// would name the item's. The item columns resolve to the subquery's own table either way.
const liveItemCount = sql<number>`(select count(*)::int from ${items} where ${items.certificateId} = "certificates"."id" and ${isLive(items)})`;

const toCertificate = (r: typeof t.$inferSelect, itemCount: number, bounds = certStatusBounds()) => ({
  ...recordJson(r),
  itemCount,
  expiryStatus: certStatus(r.expiryDate, bounds),
});

const list = certificateStore.list({
  rows: (db) => db.select({ row: t, itemCount: liveItemCount }).from(t).$dynamic(),
  sortable: pick(t, 'certNo', 'issueDate', 'expiryDate', 'createTime', 'updateTime'),
  filters: {
    certNo: contains(t.certNo),
    issueAuthority: contains(t.issueAuthority),
    certType: equals(t.certType),
    ...dateRange('expiryDate', t.expiryDate),
    expiryStatus: (status: CertStatus) => certStatusFilter(t.expiryDate, status),
  },
});

export type CertificateFilter = Parameters<typeof list>[2];

/** Items with their grade label, from the `qualification_grade` dictionary, by type code and sub-code. */
export async function selectItems(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ item: items, gradeLabel: dictData.dictLabel })
    .from(items)
    .leftJoin(dictData, and(eq(dictData.dictType, 'qualification_grade'), eq(dictData.dictValue, items.gradeCode)))
    .where(where)
    .orderBy(asc(items.typeCode), asc(items.subCode), asc(items.id));
  return rows.map((r) => ({ ...recordJson(r.item), gradeLabel: r.gradeLabel ?? r.item.gradeCode }));
}

const liveItemsOf = (certificateId: string) => and(eq(items.certificateId, certificateId), isLive(items));

export const itemColumns = (item: Omit<CertificateItemEntry, 'id'>) => ({
  category: item.category,
  typeCode: item.typeCode,
  subCode: item.subCode ?? null,
  gradeCode: item.gradeCode,
  itemName: item.itemName.trim(),
});

const columns = (input: CertificateInput) => ({
  certNo: input.certNo.trim(),
  certType: input.certType ?? null,
  issueAuthority: input.issueAuthority.trim(),
  issueDate: input.issueDate,
  expiryDate: input.expiryDate,
});

async function detail(db: Db, row: typeof t.$inferSelect) {
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

/** Qualification certificates (资质证书) with their items, always within one enterprise; deleting one deletes its items. */
export const certificateRepository = {
  ...recordRepository(certificateStore, {
    fields: certificateUi.fields,
    reminders: 'certificate',
    columns,
    json: detail,
    children: async (tx, owner, row, input: CertificateInput) => {
      if (input.items) await syncItems(tx, owner, row.id, input.items);
    },
  }),

  async list(db: Db, entId: string, query: CertificateFilter) {
    const bounds = certStatusBounds();
    return mapPage(await list(db, entId, query), (r) => toCertificate(r.row, r.itemCount, bounds));
  },
};
