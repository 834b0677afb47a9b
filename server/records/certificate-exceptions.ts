import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { certificateItems as items, certificates } from '../db/schema/certificates.ts';
import { isLive } from '../db/schema/record-columns.ts';
import { certStatus, EXPIRING_SOON_DAYS } from './cert-status.ts';
import { certificateItemRepository } from './certificate-item-repository.ts';
import { certificateItemStore, certificateStore } from './certificate-repository.ts';
import { standardKey, standardKeys } from './qualification-checks.ts';
import { personnelCountLines } from '../checks/engine.ts';

export interface CertificateException {
  itemId: string | null;
  type: 'certificateExpired' | 'certificateExpiringSoon' | 'itemDuplicate' | 'itemUnknownStandard' | 'personnelShortage';
  level: 'error' | 'warning';
  message: string;
}

const codesOf = (item: { typeCode: string; subCode: string | null }) => `${item.typeCode}/${item.subCode ?? ''}`;

/**
 * The problems of one certificate, computed from the current data: the certificate expired or
 * expiring within 90 days, items no longer in the qualification-standard tree, and items the
 * enterprise also holds on another live certificate, and items short of an assessed personnel requirement
 * (`personnelShortage`, counted now as the personnel-count check counts).
 */
export async function certificateExceptions(db: Db, entId: string, id: string): Promise<CertificateException[]> {
  const cert = await certificateStore.get(db, entId, id);
  const list = await certificateItemRepository.listOf(db, entId, id);
  const found: CertificateException[] = [];
  const status = certStatus(cert.expiryDate);
  if (status === 'expired') {
    found.push({ itemId: null, type: 'certificateExpired', level: 'error', message: `证书已于 ${cert.expiryDate} 过期` });
  } else if (status === 'expiringSoon') {
    const message = `证书将于 ${cert.expiryDate} 到期（${EXPIRING_SOON_DAYS} 天内），请及时办理延续`;
    found.push({ itemId: null, type: 'certificateExpiringSoon', level: 'warning', message });
  }
  if (list.length === 0) return found;

  const { lines } = await personnelCountLines(db, entId);
  for (const line of lines) {
    if (line.certificateId !== id || line.passed) continue;
    const message = `资质项「${line.itemName}」人员不足：${line.description}，现有 ${line.actual} 人`;
    found.push({ itemId: line.itemId, type: 'personnelShortage', level: 'error', message });
  }

  const known = await standardKeys(db, list.map((i) => i.typeCode));
  const elsewhere = await db
    .select({ typeCode: items.typeCode, subCode: items.subCode, certNo: certificates.certNo })
    .from(items)
    .innerJoin(certificates, and(eq(certificates.id, items.certificateId), isLive(certificates)))
    .where(and(certificateItemStore.live(entId), ne(items.certificateId, id), inArray(items.typeCode, [...new Set(list.map((i) => i.typeCode))])));
  const heldOn = new Map<string, string>();
  for (const other of elsewhere) if (!heldOn.has(codesOf(other))) heldOn.set(codesOf(other), other.certNo);

  for (const item of list) {
    if (!known.has(standardKey(item.category, item.typeCode, item.subCode))) {
      const message = `资质项「${item.itemName}」（${item.typeCode}${item.subCode ? `/${item.subCode}` : ''}）在现行资质标准中不存在`;
      found.push({ itemId: item.id, type: 'itemUnknownStandard', level: 'error', message });
    }
    const other = heldOn.get(codesOf(item));
    if (other) {
      const message = `资质项「${item.itemName}」与证书 ${other} 中的资质项重复`;
      found.push({ itemId: item.id, type: 'itemDuplicate', level: 'warning', message });
    }
  }
  return found;
}
