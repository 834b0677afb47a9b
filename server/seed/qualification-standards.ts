import { createHash } from 'node:crypto';
import { QUALIFICATION_STANDARD_SEED, type CodeSeed, type StandardCategory } from './qualification-standard-data.ts';

export interface StandardRow {
  id: string;
  category: StandardCategory;
  code: string;
  subcode: string | null;
  label: string;
  sort: number;
  parentId: string | null;
}

/** A name-based UUID (version 5 layout over SHA-1), so a node keeps its id across restarts and databases. */
export function stableId(key: string): string {
  const bytes = createHash('sha1').update(`portal:qualification-standard:${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The seed as table rows, code rows first. A node's id comes from its sub-code (or code); a
 * repeated sub-code gets `#2`, `#3`, … in seed order.
 */
export function qualificationStandardRows(seed: CodeSeed[] = QUALIFICATION_STANDARD_SEED): StandardRow[] {
  const seen = new Map<string, number>();
  const idFor = (key: string) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return stableId(n === 1 ? key : `${key}#${n}`);
  };
  const sortInCategory = new Map<string, number>();
  const codes: StandardRow[] = [];
  const subcodes: StandardRow[] = [];
  for (const node of seed) {
    const sort = (sortInCategory.get(node.category) ?? 0) + 1;
    sortInCategory.set(node.category, sort);
    const { category, code } = node;
    const parent: StandardRow = { id: idFor(code), category, code, subcode: null, label: node.label, sort, parentId: null };
    codes.push(parent);
    (node.children ?? []).forEach(({ subcode, label }, i) =>
      subcodes.push({ id: idFor(subcode), category, code, subcode, label, sort: i + 1, parentId: parent.id }),
    );
  }
  return [...codes, ...subcodes];
}
