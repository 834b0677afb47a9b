import { and, asc, inArray, like, or, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { otherPersons, registeredPersons } from '../db/schema/personnel.ts';
import { liveRecordsOf } from '../db/schema/record-columns.ts';
import { codeOrder, likePattern } from './list-query.ts';

export type PersonKind = 'registered' | 'technical' | 'worker';

export interface PersonOptionQuery {
  keyword?: string;
  kind?: PersonKind[];
  pageSize?: number;
}

/** The first 4 and last 4 characters of an ID number, `*` between. */
export const maskIdCard = (idCard: string) => idCard.slice(0, 4) + '*'.repeat(Math.max(idCard.length - 8, 0)) + idCard.slice(-4);

// Sorted in code-point order in SQL and in JS alike, so the two sources merge consistently.
const byName = (a: { name: string; id: string }, b: { name: string; id: string }) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * The person picker: the enterprise's live registered and other persons whose name contains or whose
 * ID number starts with `keyword`, by name, at most `pageSize`. Each source is read up to the limit
 * and the two are merged.
 */
export async function personOptions(db: Db, entId: string, q: PersonOptionQuery) {
  const keyword = q.keyword?.trim();
  const limit = q.pageSize ?? 20;
  const kinds = new Set<PersonKind>(q.kind?.length ? q.kind : ['registered', 'technical', 'worker']);
  const otherKinds = (['technical', 'worker'] as const).filter((k) => kinds.has(k));
  const match = (name: AnyColumn, idCard: AnyColumn) =>
    keyword ? or(like(name, likePattern(keyword, 'contains')), like(idCard, likePattern(keyword, 'prefix'))) : undefined;

  const [registered, others] = await Promise.all([
    kinds.has('registered')
      ? db
          .select({ id: registeredPersons.id, name: registeredPersons.name, idCard: registeredPersons.idCard })
          .from(registeredPersons)
          .where(and(liveRecordsOf(registeredPersons, entId), match(registeredPersons.name, registeredPersons.idCard)))
          .orderBy(codeOrder(registeredPersons.name), asc(registeredPersons.id))
          .limit(limit)
      : [],
    otherKinds.length
      ? db
          .select({ id: otherPersons.id, name: otherPersons.name, idCard: otherPersons.idCard, kind: otherPersons.personKind })
          .from(otherPersons)
          .where(and(liveRecordsOf(otherPersons, entId), inArray(otherPersons.personKind, otherKinds), match(otherPersons.name, otherPersons.idCard)))
          .orderBy(codeOrder(otherPersons.name), asc(otherPersons.id))
          .limit(limit)
      : [],
  ]);
  return [
    ...registered.map((r) => ({ ...r, kind: 'registered' as PersonKind })),
    ...others.map((r) => ({ ...r, kind: r.kind as PersonKind })),
  ]
    .sort(byName)
    .slice(0, limit)
    .map((r) => ({ id: r.id, name: r.name, idCard: maskIdCard(r.idCard), kind: r.kind }));
}
