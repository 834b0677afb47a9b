import type { RecordColumnUi, RecordFieldUi, RecordUiConfig, RecordValues } from '@forms/record-ui';
import { gatherSpreadValue } from './spread-fields';

/** Rows with the codes of `labels` columns replaced by their labels, for the table and the export. */
export function labelledRows<Row extends RecordValues>(columns: readonly RecordColumnUi[], rows: readonly Row[]): Row[] {
  const labelled = columns.filter((column) => column.labels);
  if (labelled.length === 0) return [...rows];
  return rows.map((row) => {
    const next: RecordValues = { ...row };
    for (const column of labelled) {
      const key = column.accessor ?? column.id;
      const value = row[key];
      if (typeof value === 'string') next[key] = column.labels?.[value] ?? value;
    }
    return next as Row;
  });
}

// A child row as the form edits it: an existing row's id plus the keys its fields write. The server's extra keys
// (entId, createTime, a dictionary label…) are left out, since the strict create/update bodies reject them.
function childRow(fields: readonly RecordFieldUi[], row: RecordValues): RecordValues {
  const keys = ['id', ...fields.flatMap((field) => field.spreadKeys ?? [field.name])];
  return Object.fromEntries(keys.filter((key) => row[key] !== undefined).map((key) => [key, row[key]]));
}

// A new record's form: the fields' `defaultValue`s, or nothing when no field has one.
function newRecordValues(fields: readonly RecordFieldUi[]): RecordValues | undefined {
  const defaults = fields.flatMap((field) => (field.defaultValue === undefined ? [] : [[field.name, field.defaultValue] as const]));
  return defaults.length > 0 ? Object.fromEntries(defaults) : undefined;
}

/** A fetched record as the form's default values: the configured fields only, nulls as empty; without one, the fields' defaults. */
export function recordFormValues(config: Pick<RecordUiConfig, 'fields'>, record: RecordValues | undefined | null): RecordValues | undefined {
  if (!record) return newRecordValues(config.fields);
  return Object.fromEntries(
    config.fields.map((field) => {
      if (field.spreadKeys) return [field.name, gatherSpreadValue(field, record)];
      const value = record[field.name];
      if (field.childFields && Array.isArray(value)) {
        const rows = (value as RecordValues[]).map((row) => childRow(field.childFields ?? [], row));
        return [field.name, rows.length > 0 ? rows : undefined];
      }
      return [field.name, value ?? undefined];
    }),
  );
}

/**
 * An update body: child lists left empty are sent as [] rather than omitted, because the contract reads an
 * omitted list as "unchanged" and the form drops empty values.
 */
export function withEmptyChildLists(config: Pick<RecordUiConfig, 'fields'>, values: RecordValues): RecordValues {
  const lists = config.fields.filter((field) => field.kind === 'children' && values[field.name] === undefined);
  return lists.length === 0 ? values : { ...values, ...Object.fromEntries(lists.map((field) => [field.name, []])) };
}
