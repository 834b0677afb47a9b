import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { keyMenus, menus, roleMenus } from '../db/schema/identity.ts';
import type { Session } from './sessions.ts';

export interface RouterItem {
  path: string;
  name: string;
  children?: RouterItem[];
}

type MenuRow = { id: number; parentId: number | null; path: string; name: string };

/**
 * The route tree a session may open: everything for `*:*:*`, the key's grants for a secondary key,
 * otherwise the routes of the user's roles. Ancestors of a granted route are included so the tree stays whole.
 */
export async function routerTree(db: Db, session: Session): Promise<RouterItem[]> {
  const all = await db
    .select({ id: menus.id, parentId: menus.parentId, path: menus.path, name: menus.name })
    .from(menus)
    .orderBy(asc(menus.sort), asc(menus.id));
  let granted: Set<number>;
  if (session.permissions.includes('*:*:*') && !session.keyId) {
    granted = new Set(all.map((m) => m.id));
  } else if (session.keyType === 'secondary') {
    const rows = await db.select({ id: keyMenus.menuId }).from(keyMenus).where(eq(keyMenus.keyId, session.keyId!));
    granted = new Set(rows.map((r) => r.id));
  } else {
    const rows = session.roles.length
      ? await db.selectDistinct({ id: roleMenus.menuId }).from(roleMenus).where(inArray(roleMenus.roleKey, session.roles))
      : [];
    granted = new Set(rows.map((r) => r.id));
    // A main key acts for the enterprise but does not manage keys.
    if (session.keyType === 'main') for (const m of all) if (m.path === '/manageKey') granted.delete(m.id);
  }
  return buildTree(all, withAncestors(all, granted));
}

function withAncestors(all: MenuRow[], granted: Set<number>): Set<number> {
  const byId = new Map(all.map((m) => [m.id, m]));
  const result = new Set<number>();
  for (const id of granted) {
    for (let node = byId.get(id); node && !result.has(node.id); node = node.parentId ? byId.get(node.parentId) : undefined) {
      result.add(node.id);
    }
  }
  return result;
}

function buildTree(all: MenuRow[], include: Set<number>, parentId: number | null = null): RouterItem[] {
  return all
    .filter((m) => m.parentId === parentId && include.has(m.id))
    .map((m) => {
      const children = buildTree(all, include, m.id);
      return children.length ? { path: m.path, name: m.name, children } : { path: m.path, name: m.name };
    });
}
