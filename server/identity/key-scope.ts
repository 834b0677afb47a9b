import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keyMenus } from '../db/schema/identity.ts';
import type { OperationId } from '../http/handlers.ts';
import type { Session } from './sessions.ts';

// Route (menu) ids from server/seed/menus.ts whose pages use a group of operations.
const CENTRE = [1010];
const LICENCE = [1101, 1102];
const CERTIFICATES = [1201, 1202, 1203];
const REGISTERED = [1301, 1302];
const PERFORMANCES = [1303, 1304];
const OTHERS = [1401, 1402];
const PROJECTS = [1501, 1502, 1503];

const each = (ids: readonly number[], operations: OperationId[]) => operations.map((op) => [op, ids] as const);

/**
 * The enterprise-record operations and the routes whose pages use them. A secondary key (副密钥) may call one only
 * when it is granted one of those routes, as it may open only those pages; other sessions are not limited here.
 */
export const OPERATION_ROUTES: ReadonlyMap<OperationId, readonly number[]> = new Map([
  ...each(CENTRE, ['getEntInfoTotal', 'getEntRemindNum', 'getEntCertificateNum', 'getEntProjectNum', 'getEntPersonNum']),
  ...each(LICENCE, ['getEnt', 'createEnt', 'editEnt', 'updateEnt', 'getEntDraft', 'saveEntDraft', 'deleteEntDraft', 'listEntChangelogs']),
  ...each(LICENCE, ['addYyzzFile', 'getFileByParams', 'downloadOssFile']),
  ...each(CERTIFICATES, ['listCertificates', 'getCertificate', 'addCertificate', 'editCertificate', 'deleteCertificate', 'getCertificateExceptions']),
  ...each(CERTIFICATES, ['listCertificateItems', 'getCertificateItem', 'addCertificateItem', 'editCertificateItem', 'deleteCertificateItem']),
  ...each(REGISTERED, ['listRegisteredPersons', 'getRegisteredPerson', 'addRegisteredPerson', 'updateRegisteredPerson', 'deleteRegisteredPerson']),
  ...each([...REGISTERED, ...PERFORMANCES], ['listPersonPerformances']),
  ...each(PERFORMANCES, ['listPerformances', 'getPerformance', 'addPerformance', 'editPerformance', 'deletePerformance']),
  // The person and project pickers serve the performance form.
  ...each(PERFORMANCES, ['listEntPersonOptions', 'listEntProjectOptions']),
  ...each(OTHERS, ['listOtherPersons', 'getOtherPerson', 'addOtherPerson', 'updateOtherPerson', 'deleteOtherPerson']),
  ...each(PROJECTS, ['listProjects', 'getProject', 'createProject', 'editProject', 'deleteProject']),
]);

/** Whether the session may call `operationId`: always, unless it is a secondary key without one of its routes. */
export async function keyMayCall(db: Db, session: Session, operationId: string): Promise<boolean> {
  const routes = OPERATION_ROUTES.get(operationId as OperationId);
  if (session.keyType !== 'secondary' || !session.keyId || !routes) return true;
  const [granted] = await db
    .select({ id: keyMenus.menuId })
    .from(keyMenus)
    .where(and(eq(keyMenus.keyId, session.keyId), inArray(keyMenus.menuId, [...routes])))
    .limit(1);
  return granted !== undefined;
}
