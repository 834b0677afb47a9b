import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { qualificationStandards } from '../db/schema/qualification-standards.ts';
import { ok } from '../http/envelope.ts';
import { defineHandlers } from '../http/handlers.ts';
import type { StandardCategory } from '../seed/qualification-standard-data.ts';

type StandardRow = typeof qualificationStandards.$inferSelect;

interface StandardNode {
  id: string;
  label: string;
  category: StandardCategory;
  code: string;
  subcode?: string;
  sort: number;
  children: StandardNode[];
}

const toNode = (r: StandardRow): StandardNode => ({
  id: r.id,
  label: r.label,
  category: r.category as StandardCategory,
  code: r.code,
  ...(r.subcode ? { subcode: r.subcode } : {}),
  sort: r.sort,
  children: [],
});

/** The nodes of one category (or all), ordered by category, then sort, then code. */
async function listStandards(db: Db, opts: { category?: StandardCategory; rootsOnly?: boolean }) {
  return db
    .select()
    .from(qualificationStandards)
    .where(
      and(
        opts.category ? eq(qualificationStandards.category, opts.category) : undefined,
        opts.rootsOnly ? isNull(qualificationStandards.parentId) : undefined,
      ),
    )
    .orderBy(asc(qualificationStandards.category), asc(qualificationStandards.sort), asc(qualificationStandards.code));
}

export const zzbzHandlers = defineHandlers({
  getZzbzTree: async ({ query, services }) => {
    const rows = await listStandards(services.db, { category: query.category });
    const roots = rows.filter((r) => r.parentId === null).map(toNode);
    const byId = new Map(roots.map((n) => [n.id, n]));
    for (const r of rows) if (r.parentId) byId.get(r.parentId)?.children.push(toNode(r));
    return ok(roots);
  },

  listZzbzRoots: async ({ query, services }) => {
    const rows = await listStandards(services.db, { category: query.category, rootsOnly: true });
    return ok(rows.map(toNode));
  },
});
