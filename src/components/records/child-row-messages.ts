import { z } from 'zod';
import type { RecordFieldUi, RecordUiConfig } from '@forms/record-ui';
import { isEmptyValue, requiredMessage } from '@/components/schema/schema-resolver';

// The child field that shows an issue at `key` of a row: the field itself, or the spread field that writes the key.
function childFieldFor(list: RecordFieldUi, key: PropertyKey): RecordFieldUi | undefined {
  return list.childFields?.find((child) => child.name === key || child.spreadKeys?.includes(String(key)));
}

function rowValue(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined), value);
}

/**
 * The record's schema with Chinese messages for the rows of its child lists: the form's own required check
 * (请填写/请选择…) covers top-level fields only, and zod's built-in messages are English. Rule messages
 * (custom issues) are kept; an issue on a spread key is shown at the field that writes it.
 */
export function withChildRowMessages(config: Pick<RecordUiConfig, 'schema' | 'fields'>): z.ZodType {
  const lists = new Map(config.fields.filter((field) => field.kind === 'children').map((field) => [field.name, field]));
  if (lists.size === 0) return config.schema;
  return z.unknown().transform((value, ctx) => {
    const result = config.schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [listName, index, key] = issue.path;
      const list = typeof listName === 'string' ? lists.get(listName) : undefined;
      const child = list && typeof index === 'number' && key !== undefined ? childFieldFor(list, key) : undefined;
      if (!list || !child || typeof index !== 'number' || issue.code === 'custom') {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
        continue;
      }
      const empty = isEmptyValue(rowValue(value, issue.path));
      const message = empty ? requiredMessage(child) : `${child.label}格式不正确`;
      ctx.addIssue({ code: 'custom', message, path: [list.name, index, child.name] });
    }
    return z.NEVER;
  });
}
