import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { badRequest } from '../errors.ts';

export interface PagingQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
}

/** LIMIT/OFFSET from the contract's pageNum/pageSize (defaults 1 and 10). */
export function paging(query: PagingQuery): { limit: number; offset: number } {
  const pageSize = query.pageSize ?? 10;
  return { limit: pageSize, offset: ((query.pageNum ?? 1) - 1) * pageSize };
}

/**
 * ORDER BY from orderByColumn/isAsc, limited to `sortable`; without a column it is `fallback` descending.
 * The record id breaks ties so pages never overlap. An unknown column is a 400 naming the allowed ones.
 */
export function ordering(query: PagingQuery, sortable: Record<string, AnyColumn>, fallback: AnyColumn, id: AnyColumn): SQL[] {
  const name = query.orderByColumn;
  // Own keys only: `constructor` or `toString` must not pass as a sortable column.
  const column = name === undefined ? fallback : Object.hasOwn(sortable, name) ? sortable[name] : undefined;
  if (!column) {
    const msg = `排序字段无效，可选值：${Object.keys(sortable).join('、')}`;
    throw badRequest(msg, [{ field: 'query.orderByColumn', msg }]);
  }
  const direction = name === undefined || query.isAsc === 'desc' ? desc : asc;
  return [direction(column), asc(id)];
}

/** A LIKE pattern that matches `text` literally. */
export function likePattern(text: string, where: 'contains' | 'prefix'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'contains' ? `%${escaped}%` : `${escaped}%`;
}

/** `count(*)` as a number, for list totals. */
export const countAll = () => sql<number>`count(*)::int`;

/** Code-point order for text (`collate "C"`), the same in every database and in JS string comparison. */
export const codeOrder = (column: AnyColumn) => sql`${column} collate "C"`;
