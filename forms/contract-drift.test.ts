import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_PATH, loadContract } from '../server/http/contract.ts';
import {
  certificateInputSchema,
  certificateItemEntrySchema,
  certificateItemInputSchema,
  certificateItemUpdateSchema,
} from './certificate.ts';
import { dictValueSchema } from './common.ts';
import { diffSchemas, localRefResolver, type JsonSchema } from './contract-diff.ts';
import { enterpriseInputSchema } from './enterprise.ts';
import { recordRegistry } from './registry.ts';

// Request bodies in records.yaml that forms/ deliberately does not mirror, with the reason.
const NOT_MIRRORED: Record<string, string> = {
  EnterpriseDraftInput: 'a saveTmp draft of the licence form, every field optional and unchecked; not a record shape',
};

// Shapes compared besides the registry's: the certificate's items also have their own operations.
const CHILD_SHAPES: [string, z.ZodType][] = [
  ['CertificateItemInput', certificateItemInputSchema],
  ['CertificateItemUpdate', certificateItemUpdateSchema],
];

const PAIRS: [string, z.ZodType][] = [
  ...recordRegistry.flatMap((record): [string, z.ZodType][] => [
    [record.contractSchema, record.input],
    [record.updateContractSchema, record.update],
  ]),
  ...CHILD_SHAPES,
];

const RECORDS_FILE = path.join(path.dirname(CONTRACT_PATH), 'components/records.yaml');
const readYaml = (file: string) => parse(readFileSync(file, 'utf8')) as JsonSchema;
const records = readYaml(RECORDS_FILE);

// The bundle holds only components that some operation references. A shape kept for forms alone
// (PerformanceUpdate: there is no update operation yet) is read from records.yaml itself, whose refs
// point into records.yaml or a sibling file.
function recordsFileRef(ref: string): JsonSchema | undefined {
  const [file = '', pointer = ''] = ref.split('#');
  const root = file ? readYaml(path.resolve(path.dirname(RECORDS_FILE), file)) : records;
  return localRefResolver(root)(`#${pointer}`);
}

let document: JsonSchema;

beforeAll(async () => {
  document = (await loadContract()).document;
});

function diffAgainstContract(contractName: string, schema: z.ZodType): string[] {
  const bundled = localRefResolver(document)(`#/components/schemas/${contractName}`);
  const contract = bundled ?? recordsFileRef(`#/schemas/${contractName}`);
  if (!contract) return [`${contractName}: no such schema in the contract`];
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return diffSchemas(contract, json, contractName, {
    resolveContractRef: bundled ? localRefResolver(document) : recordsFileRef,
    resolveZodRef: localRefResolver(json),
  });
}

describe('forms/ record shapes against openapi/components/records.yaml', () => {
  it.each(PAIRS)('%s matches its zod schema', (contractName, schema) => {
    expect(diffAgainstContract(contractName, schema)).toEqual([]);
  });

  it('lists each record type once', () => {
    const keys = recordRegistry.map((record) => record.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('mirrors every create and update body of records.yaml', () => {
    const names = Object.keys(records.schemas as object);
    const bodies = names.filter((name) => /(Input|Update)$/.test(name) && !(name in NOT_MIRRORED));
    expect(bodies.sort()).toEqual(PAIRS.map(([name]) => name).sort());
  });
});

describe('the drift check itself', () => {
  it('reports an extra property', () => {
    const drifted = enterpriseInputSchema.extend({ extra: z.string() });
    expect(diffAgainstContract('EnterpriseInput', drifted)).toEqual(['EnterpriseInput.extra: only in zod']);
  });

  it('reports a missing property', () => {
    const { address: _address, ...shape } = enterpriseInputSchema.shape;
    expect(diffAgainstContract('EnterpriseInput', z.strictObject(shape))).toEqual([
      'EnterpriseInput.address: only in the contract',
    ]);
  });

  it('reports a changed length, a lost null, a changed required-ness and an open object', () => {
    const drifted = z.object({
      ...enterpriseInputSchema.shape,
      entName: z.string().min(2).max(50),
      contactPhone: z.string().max(20).regex(/^[0-9+() -]{5,20}$/).optional(),
      entType: dictValueSchema.optional(),
    });
    expect(diffAgainstContract('EnterpriseInput', drifted)).toEqual([
      'EnterpriseInput: additionalProperties: false differs: contract true, zod false',
      'EnterpriseInput.contactPhone: type differs: contract ["null","string"], zod ["string"]',
      'EnterpriseInput.entName: maxLength differs: contract 100, zod 50',
      'EnterpriseInput.entType: required in the contract, optional in zod',
    ]);
  });

  it('reports drift inside array items, enums and patterns', () => {
    const drifted = certificateInputSchema.safeExtend({
      items: z
        .array(
          certificateItemEntrySchema.safeExtend({
            category: z.enum(['01', '02', '03']),
            typeCode: z.string().max(6).regex(/^\d{6}$/),
          }),
        )
        .max(100)
        .optional(),
    });
    expect(diffAgainstContract('CertificateInput', drifted)).toEqual([
      'CertificateInput.items[].category: enum differs: contract ["01","02","03","04"], zod ["01","02","03"]',
      'CertificateInput.items[].typeCode: pattern differs: contract "^1\\\\d{5}$", zod "^\\\\d{6}$"',
    ]);
  });
});
