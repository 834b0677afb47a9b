import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract, type OperationInfo } from '../server/http/contract.ts';

const openapiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi');
const HEADER = '// Generated from openapi/openapi.yaml by `npm run gen:api` (scripts/gen-operation-facts.ts). Do not edit.';

/**
 * The client's facts per contract path, read from the contract's `x-` extensions (server/http/contract.ts). One file
 * per user: a bundler keeps or drops a module whole, so the facts every page's transport needs stay apart from those
 * only the /qyxx pages need, which would otherwise load on the home page.
 */
const FACT_FILES: { file: string; sets: { name: string; doc: string; pick: (op: OperationInfo) => boolean }[] }[] = [
  {
    file: 'operation-facts.gen.ts',
    sets: [
      { name: 'TOKENLESS_PATHS', doc: 'Contract paths sent without a token even when one is stored (`x-tokenless`, spec §7).', pick: (op) => op.tokenless },
      {
        name: 'SEND_CODE_PATHS',
        doc: 'Contract paths that send an SMS or mail code (`x-sends-code`); the client waits 20 s for them (spec §9).',
        pick: (op) => op.sendsCode,
      },
    ],
  },
  {
    file: 'enterprise-record-paths.gen.ts',
    sets: [
      {
        name: 'ENTERPRISE_RECORD_PATHS',
        doc: 'Contract paths of the enterprise-record operations (`x-key-pages`), which the /qyxx pages call.',
        pick: (op) => op.keyPages.length > 0,
      },
    ],
  },
];

function pathSet(name: string, doc: string, paths: string[]): string {
  return [`/** ${doc} */`, `export const ${name}: ReadonlySet<string> = new Set([`, ...paths.map((p) => `  '${p}',`), ']);', ''].join('\n');
}

/** Each generated file's path and text. */
export async function renderOperationFacts(): Promise<{ path: string; text: string }[]> {
  const operations = [...(await loadContract()).operations.values()];
  return FACT_FILES.map(({ file, sets }) => ({
    path: path.join(openapiDir, file),
    text: [
      HEADER,
      '',
      ...sets.map(({ name, doc, pick }) => pathSet(name, doc, [...new Set(operations.filter(pick).map((op) => op.path))].sort())),
    ].join('\n'),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { path: file, text } of await renderOperationFacts()) writeFileSync(file, text);
}
