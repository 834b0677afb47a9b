import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract, type OperationInfo } from '../server/http/contract.ts';

/** Where `npm run gen:api` writes the client's per-operation facts. */
export const OPERATION_FACTS_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi/operation-facts.gen.ts');

function pathSet(name: string, doc: string, operations: OperationInfo[], pick: (op: OperationInfo) => boolean): string {
  const paths = [...new Set(operations.filter(pick).map((op) => op.path))].sort();
  return [`/** ${doc} */`, `export const ${name}: ReadonlySet<string> = new Set([`, ...paths.map((p) => `  '${p}',`), ']);', ''].join('\n');
}

/** The client's facts per contract path, read from the contract's `x-` extensions (server/http/contract.ts). */
export async function renderOperationFacts(): Promise<string> {
  const operations = [...(await loadContract()).operations.values()];
  return [
    '// Generated from openapi/openapi.yaml by `npm run gen:api` (scripts/gen-operation-facts.ts). Do not edit.',
    '',
    pathSet('TOKENLESS_PATHS', 'Contract paths sent without a token even when one is stored (`x-tokenless`, spec §7).', operations, (op) => op.tokenless),
    pathSet('SEND_CODE_PATHS', 'Contract paths that send an SMS or mail code (`x-sends-code`); the client waits 20 s for them (spec §9).', operations, (op) => op.sendsCode),
    pathSet(
      'ENTERPRISE_RECORD_PATHS',
      'Contract paths of the enterprise-record operations (`x-key-pages`), which the /qyxx pages call.',
      operations,
      (op) => op.keyPages.length > 0,
    ),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(OPERATION_FACTS_PATH, await renderOperationFacts());
}
