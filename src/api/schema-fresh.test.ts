import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { renderOperationFacts } from '../../scripts/gen-operation-facts.ts';

const root = path.resolve(import.meta.dirname, '../..');

it('the committed API types are generated from the current contract (run `npm run gen:api`)', () => {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'gen-api-')), 'schema.gen.ts');
  execFileSync(path.join(root, 'node_modules/.bin/openapi-typescript'), ['openapi/openapi.yaml', '-o', out], {
    cwd: root,
    stdio: 'pipe',
  });
  const committed = readFileSync(path.join(root, 'openapi/schema.gen.ts'), 'utf8');
  expect(readFileSync(out, 'utf8') === committed, 'openapi/schema.gen.ts 已过期，请运行 npm run gen:api').toBe(true);
}, 60_000);

it("the committed operation facts are generated from the contract's x- extensions (run `npm run gen:api`)", async () => {
  for (const { path: file, text } of await renderOperationFacts()) {
    const name = path.relative(root, file);
    expect(readFileSync(file, 'utf8') === text, `${name} 已过期，请运行 npm run gen:api`).toBe(true);
  }
}, 60_000);
