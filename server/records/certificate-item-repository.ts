import { and, eq, isNull } from 'drizzle-orm';
import type { CertificateItemInput } from '../../forms/certificate.ts';
import type { Db } from '../db/client.ts';
import { certificateItems as t } from '../db/schema/certificates.ts';
import { notFound } from '../errors.ts';
import { certificateRepository as certificates, DUPLICATE_ITEM, ITEM_NOT_FOUND, itemColumns, selectItems } from './certificate-repository.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { checkItemCodes } from './qualification-checks.ts';

const mine = (entId: string, id: string) => and(eq(t.entId, entId), eq(t.id, id), isNull(t.deletedAt));

/** Queries on qualification items (资质项), always within one enterprise and ignoring soft-deleted rows. */
export const certificateItemRepository = {
  /** The live items of one of the enterprise's certificates, by type code and sub-code. */
  async listOf(db: Db, entId: string, certificateId: string) {
    await certificates.row(db, entId, certificateId);
    return selectItems(db, and(eq(t.certificateId, certificateId), isNull(t.deletedAt)));
  },

  async get(db: Db, entId: string, id: string) {
    const [item] = await selectItems(db, mine(entId, id));
    if (!item) throw notFound(ITEM_NOT_FOUND);
    return item;
  },

  async add(db: Db, owner: RecordOwner, input: CertificateItemInput) {
    await certificates.row(db, owner.entId, input.certificateId);
    await checkItemCodes(db, [input], () => 'body.');
    const values = { ...itemColumns(input), certificateId: input.certificateId, ...createdBy(owner) };
    const [row] = await db.insert(t).values(values).returning({ id: t.id }).catch(rethrowDuplicate(DUPLICATE_ITEM));
    return this.get(db, owner.entId, row!.id);
  },

  /** Replaces the item; it may move to another of the enterprise's certificates. */
  async update(db: Db, owner: RecordOwner, id: string, input: CertificateItemInput) {
    await this.get(db, owner.entId, id);
    await certificates.row(db, owner.entId, input.certificateId);
    await checkItemCodes(db, [input], () => 'body.');
    const rows = await db
      .update(t)
      .set({ ...itemColumns(input), certificateId: input.certificateId, ...updatedBy(owner) })
      .where(mine(owner.entId, id))
      .returning({ id: t.id })
      .catch(rethrowDuplicate(DUPLICATE_ITEM));
    if (rows.length === 0) throw notFound(ITEM_NOT_FOUND);
    return this.get(db, owner.entId, id);
  },

  async remove(db: Db, owner: RecordOwner, id: string) {
    const rows = await db
      .update(t)
      .set(deletedBy(owner))
      .where(mine(owner.entId, id))
      .returning({ id: t.id });
    if (rows.length === 0) throw notFound(ITEM_NOT_FOUND);
  },
};
