import { and, eq } from 'drizzle-orm';
import type { CertificateItemInput } from '../../forms/certificate.ts';
import type { Db } from '../db/client.ts';
import { certificateItems as t } from '../db/schema/certificates.ts';
import { isLive } from '../db/schema/record-columns.ts';
import type { FieldError } from '../errors.ts';
import { certificateItemStore as store, certificateStore, itemColumns, itemFields, selectItems } from './certificate-repository.ts';
import { recordRepository } from './record-repository.ts';

/** The item's certificate must be one of the enterprise's: the 404 otherwise, no field errors. */
async function checkCertificate(db: Db, entId: string, input: CertificateItemInput): Promise<FieldError[]> {
  await certificateStore.get(db, entId, input.certificateId);
  return [];
}

async function get(db: Db, entId: string, id: string) {
  const [item] = await selectItems(db, store.mine(entId, id));
  if (!item) throw store.missing();
  return item;
}

/** Qualification items (资质项) on their own, always within one enterprise; an item may move to another certificate. */
export const certificateItemRepository = {
  ...recordRepository(store, {
    fields: itemFields,
    reminders: 'certificateItem',
    check: checkCertificate,
    columns: (input: CertificateItemInput) => ({ ...itemColumns(input), certificateId: input.certificateId }),
    json: (db, row) => get(db, row.entId, row.id),
  }),
  get,

  /** The live items of one of the enterprise's certificates, by type code and sub-code. */
  async listOf(db: Db, entId: string, certificateId: string) {
    await certificateStore.get(db, entId, certificateId);
    return selectItems(db, and(eq(t.certificateId, certificateId), isLive(t)));
  },
};
