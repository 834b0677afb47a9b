import type { Db } from '../db/client.ts';
import { refreshRemindersAfterSave } from '../reminders/engine.ts';
import { invalidInput, type FieldError } from '../errors.ts';
import type { RecordOwner } from './enterprise-scope.ts';
import { referenceErrors, type CheckedField } from './field-checks.ts';
import type { RecordStore, RecordTable, RecordValues } from './record-store.ts';

/** `input` with the text of `keys` trimmed, as records store names and numbers typed by hand. */
export function trimmed<I extends Record<string, unknown>, K extends keyof I>(input: I, ...keys: K[]): I {
  return { ...input, ...Object.fromEntries(keys.map((key) => [key, String(input[key]).trim()])) };
}

/** What makes a record type's operations its own: how input is checked and stored, and how a row is sent. */
export interface RecordRepositorySpec<T extends RecordTable, I extends Record<string, unknown>, J> {
  /** The form's field configs (forms/*.ui.ts): submitted dictionary values and standard codes are checked against them. */
  fields: readonly CheckedField[];
  /** Further checks of the input, e.g. that referenced records are the caller's; their errors come first in the 400. */
  check?: (db: Db, entId: string, input: I) => Promise<FieldError[]>;
  /** The columns to write for a checked input. */
  columns: (input: I) => RecordValues<T>;
  /** The record as the contract sends it. */
  json: (db: Db, row: T['$inferSelect']) => J | Promise<J>;
  /** Rows the record writes along with itself, e.g. a certificate's items; the save is then one transaction. */
  children?: (tx: Db, owner: RecordOwner, row: T['$inferSelect'], input: I) => Promise<void>;
  /**
   * The record type (forms/registry.ts key) whose reminder rules a write can change. After every add, update and
   * remove they are evaluated again before the reply, so the reminder counts are right at once.
   */
  reminders?: string;
}

/**
 * The get, add, update and remove operations of a record type over its store, in the contract's shapes. An update
 * of a missing or foreign id is the 404 before its input is looked at.
 *
 * @example
 * export const projectRepository = { ...recordRepository(projectStore, { fields: projectUi.fields, columns, json: (_db, row) => toProject(row) }), list };
 */
export function recordRepository<T extends RecordTable, I extends Record<string, unknown>, J>(store: RecordStore<T>, spec: RecordRepositorySpec<T, I, J>) {
  async function save(db: Db, owner: RecordOwner, input: I, write: (tx: Db, values: RecordValues<T>) => Promise<T['$inferSelect']>) {
    const checked = await Promise.all([spec.check?.(db, owner.entId, input) ?? [], referenceErrors(db, spec.fields, input)]);
    if (checked.flat().length > 0) throw invalidInput(checked.flat());
    const values = spec.columns(input);
    const run = async (tx: Db) => {
      const row = await write(tx, values);
      await spec.children?.(tx, owner, row, input);
      return spec.json(tx, row);
    };
    const saved = await (spec.children ? db.transaction(run) : run(db));
    await remind(db, owner);
    return saved;
  }

  async function remind(db: Db, owner: RecordOwner) {
    if (spec.reminders) await refreshRemindersAfterSave(db, owner.entId, spec.reminders);
  }

  return {
    get: async (db: Db, entId: string, id: string) => spec.json(db, await store.get(db, entId, id)),

    add: (db: Db, owner: RecordOwner, input: I) => save(db, owner, input, (tx, values) => store.insert(tx, owner, values)),

    async update(db: Db, owner: RecordOwner, id: string, input: I) {
      await store.get(db, owner.entId, id);
      return save(db, owner, input, (tx, values) => store.update(tx, owner, id, values));
    },

    async remove(db: Db, owner: RecordOwner, id: string) {
      await store.remove(db, owner, id);
      await remind(db, owner);
    },
  };
}
