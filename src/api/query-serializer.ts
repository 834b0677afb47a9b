import { createQuerySerializer } from 'openapi-fetch';

// The built-in form/explode style already repeats array keys without brackets (ids=a&ids=b) and encodes
// values; it skips only undefined/null, so blanks are dropped here first ('' would otherwise send `key=`).
const serializeForm = createQuerySerializer({ array: { style: 'form', explode: true } });

/**
 * openapi-fetch `querySerializer` for spec §7: arrays as repeated keys without brackets, blank values
 * (undefined, null, '') left out, everything percent-encoded.
 *
 * @example serializeQuery({ ids: ['a', 'b'], name: '', prov: '110000' }) === 'ids=a&ids=b&prov=110000'
 */
export function serializeQuery(query: Record<string, unknown>): string {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query)) {
    const cleaned = withoutBlanks(value);
    if (cleaned !== undefined) kept[name] = cleaned;
  }
  return serializeForm(kept);
}

function withoutBlanks(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null && item !== '');
    return items.length > 0 ? items : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => withoutBlanks(item) !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value;
}
