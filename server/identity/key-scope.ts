import { and, eq, inArray } from 'drizzle-orm';
import { findEnterprisePage } from '../../forms/enterprise-pages.ts';
import type { Db } from '../db/client.ts';
import { keyMenus } from '../db/schema/identity.ts';
import { loadContract, type OperationInfo } from '../http/contract.ts';
import type { Session } from './sessions.ts';

/**
 * The route-tree ids of the pages whose use of each operation the contract declares (`x-key-pages`). A secondary key
 * (副密钥) may call such an operation only when it is granted one of those routes, as it may open only those pages;
 * other sessions are not limited here. Throws on a page name forms/enterprise-pages.ts does not have.
 */
export function operationRoutes(operations: Iterable<OperationInfo>): ReadonlyMap<string, readonly number[]> {
  const routes = new Map<string, readonly number[]>();
  for (const { operationId, keyPages } of operations) {
    if (keyPages.length === 0) continue;
    routes.set(
      operationId,
      keyPages.map((key) => {
        const page = findEnterprisePage(key);
        if (!page) throw new Error(`契约中 ${operationId} 的 x-key-pages 含未知页面 ${key}（见 forms/enterprise-pages.ts）`);
        return page.menuId;
      }),
    );
  }
  return routes;
}

let contractRoutes: Promise<ReadonlyMap<string, readonly number[]>> | undefined;

function contractOperationRoutes(): Promise<ReadonlyMap<string, readonly number[]>> {
  contractRoutes ??= loadContract().then((contract) => operationRoutes(contract.operations.values()));
  return contractRoutes;
}

/** Whether the session may call `operationId`: always, unless it is a secondary key without one of its routes. */
export async function keyMayCall(db: Db, session: Session, operationId: string): Promise<boolean> {
  if (session.keyType !== 'secondary' || !session.keyId) return true;
  const routes = (await contractOperationRoutes()).get(operationId);
  if (!routes) return true;
  const [granted] = await db
    .select({ id: keyMenus.menuId })
    .from(keyMenus)
    .where(and(eq(keyMenus.keyId, session.keyId), inArray(keyMenus.menuId, [...routes])))
    .limit(1);
  return granted !== undefined;
}
