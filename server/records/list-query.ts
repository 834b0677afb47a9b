import { asc, desc, eq, gte, inArray, like, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { badRequest } from '../errors.ts';

/** The contract's paging and sorting parameters, shared by every paged list. */
export interface PagingQuery {
  pageNum?: number;
  pageSize?: number;
  orderByColumn?: string;
  isAsc?: 'asc' | 'desc';
}

/**
 * How a list may be ordered: the `orderByColumn` names it accepts, its order when none is given, and the
 * order that breaks ties after a chosen column so pages never overlap.
 */
export interface SortSpec {
  columns: Readonly<Record<string, AnyColumn>>;
  default: readonly SQL[];
  tiebreak: SQL;
}

/** One filter of a list: the condition for a query parameter's value, or undefined to leave rows unfiltered. */
export type Filter<V> = (value: V) => SQL | undefined;
export type Filters = Readonly<Record<string, Filter<never>>>;

/** The query a list with `filters` accepts: paging and sorting, plus each filter's parameter. */
export type ListQuery<F extends Filters> = PagingQuery & { [K in keyof F]?: F[K] extends Filter<infer V> ? V : never };

/** The columns of `table` named by `keys`, e.g. the sortable ones: `pick(t, 'name', 'createTime')`. */
export function pick<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, ...keys: K[]): Record<K, AnyColumn> {
  return Object.fromEntries(keys.map((key) => [key, (table as unknown as Record<K, AnyColumn>)[key]])) as Record<K, AnyColumn>;
}

/**
 * One kind of filter on each of several columns, named as the columns.
 *
 * @example filters: { ...filterEach(oneOf, t, 'regCategory', 'socialInsurance') }
 */
export function filterEach<V, T extends PgTable, K extends keyof T['_']['columns'] & string>(
  filter: (column: AnyColumn) => Filter<V>,
  table: T,
  ...keys: K[]
): Record<K, Filter<V>> {
  return Object.fromEntries(Object.entries(pick(table, ...keys)).map(([key, column]) => [key, filter(column as AnyColumn)])) as Record<K, Filter<V>>;
}

/** A LIKE pattern that matches `text` literally. */
export function likePattern(text: string, where: 'contains' | 'prefix'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'contains' ? `%${escaped}%` : `${escaped}%`;
}

/** Text anywhere in the column. */
export const contains =
  (column: AnyColumn): Filter<string> =>
  (text) =>
    like(column, likePattern(text, 'contains'));

/** The column starts with the text, e.g. an ID number's first digits. */
export const startsWith =
  (column: AnyColumn): Filter<string> =>
  (text) =>
    like(column, likePattern(text, 'prefix'));

export const equals =
  (column: AnyColumn): Filter<string> =>
  (value) =>
    eq(column, value);

/** The column holds one of the values; an empty list filters nothing. */
export const oneOf =
  (column: AnyColumn): Filter<string[]> =>
  (values) =>
    values.length > 0 ? inArray(column, values) : undefined;

/**
 * The pair of date filters `${name}Begin` (on or after) and `${name}End` (on or before), as the search forms send
 * a date range.
 *
 * @example filters: { ...dateRange('certValidTo', t.certValidTo) }
 */
export function dateRange<N extends string>(name: N, column: AnyColumn): Record<`${N}Begin` | `${N}End`, Filter<string>> {
  return { [`${name}Begin`]: (day: string) => gte(column, day), [`${name}End`]: (day: string) => lte(column, day) } as Record<
    `${N}Begin` | `${N}End`,
    Filter<string>
  >;
}

/** The conditions of the filters whose parameter is present (an empty text counts as absent). */
export function filterConditions<F extends Filters>(filters: F, query: ListQuery<F>): (SQL | undefined)[] {
  return Object.entries(filters).map(([name, filter]) => {
    const value = (query as Record<string, unknown>)[name];
    return value === undefined || value === null || value === '' ? undefined : (filter as Filter<unknown>)(value);
  });
}

/**
 * ORDER BY from orderByColumn/isAsc, limited to the spec's columns; without a column, the list's default order.
 * An unknown column is a 400 naming the allowed ones.
 */
export function ordering(query: PagingQuery, sort: SortSpec): SQL[] {
  const name = query.orderByColumn;
  if (name === undefined) return [...sort.default];
  // Own keys only: `constructor` or `toString` must not pass as a sortable column.
  const column = Object.hasOwn(sort.columns, name) ? sort.columns[name] : undefined;
  if (!column) {
    const allowed = Object.keys(sort.columns);
    const msg = allowed.length > 0 ? `排序字段无效，可选值：${allowed.join('、')}` : '该列表不支持指定排序字段';
    throw badRequest(msg, [{ field: 'query.orderByColumn', msg }]);
  }
  return [(query.isAsc === 'desc' ? desc : asc)(column), sort.tiebreak];
}

/** LIMIT/OFFSET from the contract's pageNum/pageSize (defaults 1 and 10). */
export function paging(query: PagingQuery): { limit: number; offset: number } {
  const pageSize = query.pageSize ?? 10;
  return { limit: pageSize, offset: ((query.pageNum ?? 1) - 1) * pageSize };
}

/** `count(*)` as a number, for list totals. */
export const countAll = () => sql<number>`count(*)::int`;

/** Code-point order for text (`collate "C"`), the same in every database and in JS string comparison. */
export const codeOrder = (column: AnyColumn) => sql`${column} collate "C"`;

/** `count(*)` of a table's rows, the count of a list with no joins: `countOf(t)`. */
export const countOf = (table: PgTable) => (db: Db) => db.select({ n: countAll() }).from(table).$dynamic();

/** What one page of a list is read from: the rows' query, the same FROM counted, its conditions and its order. */
export interface PageSource<Q extends PgSelect> {
  /** A fresh dynamic select of the rows, e.g. `(db) => db.select().from(t).$dynamic()`. */
  rows: (db: Db) => Q;
  /** A fresh dynamic select of `{ n: countAll() }` from the same tables and joins, e.g. `countOf(t)`. */
  count: (db: Db) => PgSelect;
  where: SQL | undefined;
  sort: SortSpec;
}

/** One page of rows and the total that match, read in parallel. */
export async function readPage<Q extends PgSelect>(db: Db, source: PageSource<Q>, query: PagingQuery): Promise<{ rows: Awaited<Q>; total: number }> {
  const order = ordering(query, source.sort);
  const { limit, offset } = paging(query);
  const [rows, [counted]] = await Promise.all([
    source
      .rows(db)
      .where(source.where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    source.count(db).where(source.where),
  ]);
  return { rows: rows as Awaited<Q>, total: (counted as { n: number } | undefined)?.n ?? 0 };
}

/** A page with each row converted, e.g. to its contract shape. */
export const mapPage = <R, J>(page: { rows: R[]; total: number }, json: (row: R) => J) => ({ rows: page.rows.map((row) => json(row)), total: page.total });
