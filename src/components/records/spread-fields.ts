import { z } from 'zod';
import type { RecordFieldUi, RecordUiConfig, RecordValues } from '@forms/record-ui';
import { isEmptyValue, requiredMessage } from '@/components/schema/schema-resolver';

/** The record's top-level fields whose widget value is spread onto the record (e.g. region → prov, city). */
function spreadFields(config: Pick<RecordUiConfig, 'fields'>): RecordFieldUi[] {
  return config.fields.filter((field) => field.spreadKeys);
}

/** A fetched record's spread keys gathered back into their field's widget value (undefined when none is set). */
export function gatherSpreadValue(field: RecordFieldUi, record: RecordValues): RecordValues | undefined {
  const picked = Object.fromEntries((field.spreadKeys ?? []).filter((key) => record[key] != null && record[key] !== '').map((key) => [key, record[key]]));
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/** Form values with each spread field's object written onto the record as its keys, the field itself dropped. */
export function spreadValues(config: Pick<RecordUiConfig, 'fields'>, values: RecordValues): RecordValues {
  const fields = spreadFields(config);
  if (fields.length === 0) return values;
  const result: RecordValues = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    delete result[field.name];
    const object = value && typeof value === 'object' ? (value as RecordValues) : {};
    for (const key of field.spreadKeys ?? []) result[key] = object[key];
  }
  return result;
}

/**
 * The record's schema behind its spread fields: the form holds `{ region: { prov, city } }`, the schema (and the
 * contract) `{ prov, city }`. Values are spread before parsing, so the output is the request body; an issue on a
 * spread key is shown at the field that writes it (请选择… when the key is empty, rule messages kept).
 */
export function withSpreadFields(config: Pick<RecordUiConfig, 'fields'>, schema: z.ZodType): z.ZodType {
  const fields = spreadFields(config);
  if (fields.length === 0) return schema;
  const owner = (key: PropertyKey) => fields.find((field) => field.spreadKeys?.includes(String(key)));
  return z.unknown().transform((value, ctx) => {
    const flat = spreadValues(config, value && typeof value === 'object' ? (value as RecordValues) : {});
    const result = schema.safeParse(flat);
    if (result.success) return result.data;
    const shown = new Set<string>();
    for (const issue of result.error.issues) {
      const [key] = issue.path;
      const field = key === undefined ? undefined : owner(key);
      if (!field) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        continue;
      }
      if (shown.has(field.name)) continue;
      shown.add(field.name);
      const message =
        issue.code === 'custom' ? issue.message : isEmptyValue(flat[String(key)]) ? requiredMessage(field) : `${field.label}格式不正确`;
      ctx.addIssue({ code: 'custom', message, path: [field.name] });
    }
    return z.NEVER;
  });
}
