/** A JSON Schema node, as found in the bundled contract or produced by `z.toJSONSchema`. */
export type JsonSchema = Record<string, unknown>;

type ResolveRef = (ref: string) => JsonSchema | undefined;

export interface DiffOptions {
  /** Resolves a `$ref` of the contract, e.g. `#/components/schemas/Id`. */
  resolveContractRef: ResolveRef;
  /** Resolves a `$ref` of the zod side, e.g. `#/$defs/__schema0`. */
  resolveZodRef: ResolveRef;
}

/** Resolves local `$ref`s (`#/a/b`) against the document that holds them. */
export function localRefResolver(root: JsonSchema): ResolveRef {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = root;
    for (const segment of ref.slice(2).split('/')) {
      node = (node as Record<string, unknown> | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as JsonSchema | undefined;
  };
}

// Keywords compared as they are. `enum`, `type` and `pattern` get their own handling below.
const KEYWORDS = [
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'format',
  'const',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
] as const;

interface Normalised {
  types: string[];
  enum?: unknown[];
  pattern?: string;
  closed: boolean;
  keywords: Record<string, unknown>;
  properties: Record<string, JsonSchema>;
  required: string[];
  items?: JsonSchema;
}

const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function resolve(node: JsonSchema, resolveRef: ResolveRef): JsonSchema {
  let current = node;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 10; depth++) {
    const { $ref, ...rest } = current;
    const target = resolveRef($ref as string);
    if (!target) throw new Error(`unresolvable $ref ${String($ref)}`);
    current = { ...target, ...rest };
  }
  return current;
}

// Brings both spellings of "nullable" to one form: `type: [string, 'null']` with `null` in `enum`
// (the contract) and `anyOf: [{ type: string, ... }, { type: 'null' }]` (zod).
function normalise(raw: JsonSchema, resolveRef: ResolveRef, fromZod: boolean): Normalised {
  let node = resolve(raw, resolveRef);
  let nullable = false;
  if (Array.isArray(node.anyOf)) {
    const branches = node.anyOf as JsonSchema[];
    const nonNull = branches.filter((branch) => branch.type !== 'null');
    nullable = nonNull.length < branches.length;
    node = nonNull.length === 1 ? resolve(nonNull[0]!, resolveRef) : { type: `anyOf(${nonNull.length} branches)` };
  }
  const types = new Set(asArray(node.type).map(String));
  let values = node.enum === undefined ? undefined : asArray(node.enum);
  if (values?.includes(null)) {
    nullable = true;
    values = values.filter((value) => value !== null);
  }
  if (nullable) types.add('null');
  const keywords: Record<string, unknown> = {};
  for (const keyword of KEYWORDS) if (node[keyword] !== undefined) keywords[keyword] = node[keyword];
  // zod spells out formats such as uuid and date as a pattern too; the contract relies on `format` alone.
  const pattern = fromZod && node.format !== undefined ? undefined : (node.pattern as string | undefined);
  return {
    types: [...types].sort(),
    enum: values && [...values].map(String).sort(),
    pattern,
    closed: node.additionalProperties === false,
    keywords,
    properties: (node.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: asArray(node.required).map(String),
    items: node.items as JsonSchema | undefined,
  };
}

const show = (value: unknown) => (value === undefined ? '(none)' : JSON.stringify(value));

/**
 * Lists the differences between a contract schema and the JSON Schema of a zod schema, one readable
 * line per difference, naming the property path. An empty list means they agree on property names,
 * required-ness, types (nullable either way), lengths, ranges, enums, formats, patterns, array limits
 * and `additionalProperties: false`. Descriptions, titles and examples are ignored.
 *
 * @example
 * diffSchemas(document.components.schemas.ProjectInput, z.toJSONSchema(projectInputSchema), 'ProjectInput', options)
 * // ['ProjectInput.projectName: maxLength differs: contract 200, zod 100']
 */
export function diffSchemas(contract: JsonSchema, zod: JsonSchema, path: string, options: DiffOptions): string[] {
  const a = normalise(contract, options.resolveContractRef, false);
  const b = normalise(zod, options.resolveZodRef, true);
  const diffs: string[] = [];
  const compare = (what: string, left: unknown, right: unknown) => {
    if (JSON.stringify(left) !== JSON.stringify(right)) {
      diffs.push(`${path}: ${what} differs: contract ${show(left)}, zod ${show(right)}`);
    }
  };
  compare('type', a.types, b.types);
  compare('enum', a.enum, b.enum);
  compare('pattern', a.pattern, b.pattern);
  for (const keyword of KEYWORDS) compare(keyword, a.keywords[keyword], b.keywords[keyword]);
  if (a.types.includes('object') || b.types.includes('object')) {
    compare('additionalProperties: false', a.closed, b.closed);
    const names = [...new Set([...Object.keys(a.properties), ...Object.keys(b.properties)])].sort();
    for (const name of names) {
      const left = a.properties[name];
      const right = b.properties[name];
      if (!left || !right) {
        diffs.push(`${path}.${name}: only in ${left ? 'the contract' : 'zod'}`);
        continue;
      }
      const inA = a.required.includes(name);
      const inB = b.required.includes(name);
      if (inA !== inB) diffs.push(`${path}.${name}: ${inA ? 'required in the contract, optional in zod' : 'optional in the contract, required in zod'}`);
      diffs.push(...diffSchemas(left, right, `${path}.${name}`, options));
    }
  }
  if (a.items || b.items) {
    if (!a.items || !b.items) diffs.push(`${path}[]: items only in ${a.items ? 'the contract' : 'zod'}`);
    else diffs.push(...diffSchemas(a.items, b.items, `${path}[]`, options));
  }
  return diffs;
}
