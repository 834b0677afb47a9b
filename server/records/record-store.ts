import { and, asc, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgSelect, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isLive, liveRecordsOf } from '../db/schema/record-columns.ts';
import { notFound, type FieldError } from '../errors.ts';
import { rethrowDuplicate } from './duplicates.ts';
import { createdBy, deletedBy, updatedBy, type RecordOwner } from './enterprise-scope.ts';
import { countOf, filterConditions, readPage, type Filters, type ListQuery } from './list-query.ts';

/** A table built with `recordColumns()`: an id, its enterprise, audit columns and a soft-delete mark. */
export type RecordTable = PgTable & {
  id: PgColumn;
  entId: PgColumn;
  createTime: PgColumn;
  updateTime: PgColumn;
  createBy: PgColumn;
  updateBy: PgColumn;
  deletedAt: PgColumn;
};

type AuditKey = 'id' | 'entId' | 'createTime' | 'updateTime' | 'createBy' | 'updateBy' | 'deletedAt';

/** The columns a repository writes; the id, the enterprise and the audit columns are the store's. */
export type RecordValues<T extends RecordTable> = Omit<T['$inferInsert'], AuditKey>;

/** Rows of another record table that belong to a record and are soft-deleted with it, e.g. a person's performances. */
export interface Dependants {
  table: RecordTable;
  /** The column holding the owning record's id. */
  parent: AnyColumn;
}

export interface RecordStoreSpec {
  /** The 404 message for an id that is missing, soft-deleted or another enterprise's. */
  notFound: string;
  /** The 409 field error when a write hits the table's unique index. */
  duplicate?: FieldError;
  /** Soft-deleted in the same transaction as the record. */
  dependants?: readonly Dependants[];
}

/** How a record list reads its rows: the query (with any joins and computed columns), what it sorts by and filters. */
export interface RecordListSpec<Q extends PgSelect, F extends Filters> {
  /** A fresh dynamic select with joins or computed columns; by default the table's rows. */
  rows?: (db: Db) => Q;
  /** The joins of `rows` (which the filters, sorts or `live` may use), applied to the count too. */
  join?: <S extends PgSelect>(query: S) => PgSelect;
  /** The `orderByColumn` values the list accepts; without one it is newest first. */
  sortable: Readonly<Record<string, AnyColumn>>;
  filters: F;
  /** Which rows are live; by default the enterprise's rows not soft-deleted. */
  live?: (entId: string) => SQL | undefined;
}

/** A row as the contract sends it: the audit columns other than the times left out, the times as ISO strings. */
export function recordJson<R extends { createTime: Date; updateTime: Date; createBy: unknown; updateBy: unknown; deletedAt: unknown }>(row: R) {
  const { createBy: _createBy, updateBy: _updateBy, deletedAt: _deletedAt, createTime, updateTime, ...columns } = row;
  return { ...columns, createTime: createTime.toISOString(), updateTime: updateTime.toISOString() };
}

/**
 * The one way enterprise records are read and written: every query is limited to one enterprise's live rows,
 * writes fill the audit columns, a unique-index clash is the spec's 409, a missing id its 404, and deletes are
 * soft, taking the dependants along.
 *
 * @example
 * const store = recordStore(projects, { notFound: '项目不存在', dependants: [{ table: performances, parent: performances.projectId }] });
 * const row = await store.update(db, owner, id, values);
 */
export type RecordStore<T extends RecordTable> = ReturnType<typeof recordStore<T>>;

export function recordStore<T extends RecordTable>(table: T, spec: RecordStoreSpec) {
  type Row = T['$inferSelect'];
  const live = (entId: string) => liveRecordsOf(table, entId);
  const mine = (entId: string, id: string) => and(live(entId), eq(table.id, id));
  const duplicate = (error: unknown): never => {
    if (spec.duplicate) rethrowDuplicate(spec.duplicate)(error);
    throw error;
  };
  // Drizzle's builders cannot resolve column types through a generic table; the public signatures carry them.
  const any = table as RecordTable;

  return {
    table,
    /** The enterprise's live rows. */
    live,
    /** The enterprise's live row `id`. */
    mine,
    /** The 404 of a missing record. */
    missing: () => notFound(spec.notFound),

    async find(db: Db, entId: string, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(any).where(mine(entId, id));
      return row as Row | undefined;
    },

    /** The enterprise's live row `id`, or the 404. */
    async get(db: Db, entId: string, id: string): Promise<Row> {
      const row = await this.find(db, entId, id);
      if (!row) throw this.missing();
      return row;
    },

    async insert(db: Db, owner: RecordOwner, values: RecordValues<T>): Promise<Row> {
      const row = { ...values, ...createdBy(owner) } as PgInsertValue<RecordTable>;
      const [created] = await db.insert(any).values(row).returning().catch(duplicate);
      return created as Row;
    },

    /** Replaces the written columns of the enterprise's live row `id`, or the 404. */
    async update(db: Db, owner: RecordOwner, id: string, values: Partial<RecordValues<T>>): Promise<Row> {
      const set = { ...values, ...updatedBy(owner) } as PgUpdateSetSource<RecordTable>;
      const [row] = await db.update(any).set(set).where(mine(owner.entId, id)).returning().catch(duplicate);
      if (!row) throw notFound(spec.notFound);
      return row as Row;
    },

    /** Soft-deletes the enterprise's live row `id` and its live dependants together, or the 404. */
    async remove(db: Db, owner: RecordOwner, id: string): Promise<void> {
      const audit = deletedBy(owner);
      const run = async (tx: Db) => {
        const rows = await tx.update(any).set(audit).where(mine(owner.entId, id)).returning({ id: any.id });
        if (rows.length === 0) throw notFound(spec.notFound);
        for (const dependant of spec.dependants ?? []) {
          await tx.update(dependant.table).set(audit).where(and(eq(dependant.parent, id), isLive(dependant.table)));
        }
      };
      await (spec.dependants?.length ? db.transaction(run) : run(db));
    },

    /**
     * A paged list of the enterprise's live rows: `rows` read with the filters present in the query, sorted by an
     * allowed `orderByColumn` (400 otherwise) or newest first, the id breaking ties.
     */
    list<F extends Filters, Q extends PgSelect = never>(list: RecordListSpec<Q, F>) {
      const sort = { columns: list.sortable, default: [desc(table.createTime), asc(table.id)], tiebreak: asc(table.id) };
      const rows: (db: Db) => PgSelect = list.rows ?? ((db) => db.select().from(any).$dynamic());
      const count = (db: Db) => (list.join ?? ((query: PgSelect) => query))(countOf(any)(db));
      return async (db: Db, entId: string, query: ListQuery<F>) => {
        const where = and((list.live ?? live)(entId), ...filterConditions(list.filters, query));
        return (await readPage(db, { rows, count, where, sort }, query)) as { rows: [Q] extends [never] ? Row[] : Awaited<Q>; total: number };
      };
    },
  };
}
