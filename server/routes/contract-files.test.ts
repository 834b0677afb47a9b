import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const routesDir = path.dirname(fileURLToPath(import.meta.url));
const pathsDir = path.resolve(routesDir, '../../openapi/paths');

async function operationIdsOf(yamlFile: string): Promise<Set<string>> {
  const text = await fs.readFile(yamlFile, 'utf8');
  return new Set([...text.matchAll(/^\s*operationId:\s*(\w+)/gm)].map((m) => m[1]!));
}

describe('server/routes/<name>.ts', () => {
  it('implements only operations of openapi/paths/<name>.yaml', async () => {
    const files = (await fs.readdir(routesDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const yamlFile = path.join(pathsDir, file.replace(/\.ts$/, '.yaml'));
      await expect(fs.access(yamlFile), `${file} has no openapi/paths counterpart`).resolves.toBeUndefined();
      const declared = await operationIdsOf(yamlFile);
      const module = (await import(path.join(routesDir, file))) as Record<string, object>;
      const handled = Object.values(module).flatMap((handlers) => Object.keys(handlers));
      expect(handled.length, file).toBeGreaterThan(0);
      expect(handled.filter((id) => !declared.has(id)), `${file} handles operations of another contract file`).toEqual([]);
    }
  });
});
