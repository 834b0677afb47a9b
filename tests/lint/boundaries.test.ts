import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints probe text as if it were a file at the given path, with the project's own eslint.config.js. The path rules
// resolve what a probe imports, so every probe imports files that exist; the probe files themselves need not.
const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  expect(result, `${filePath} 没有被 lint`).toBeDefined();
  expect(result!.messages.filter((message) => message.fatal), `${filePath} 无法解析`).toEqual([]);
  return result!.messages.map((message) => message.ruleId ?? '');
}

// The first lint resolves and parses the import graph for the cycle rule, which takes seconds on a busy machine.
describe('npm run lint: imports run shared → features → app', { timeout: 120_000 }, () => {
  it('fails a feature importing another feature', async () => {
    expect(await ruleIds('src/features/header/boundary-probe.ts', "import '@/features/home/quick-entries';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails shared components importing a feature', async () => {
    expect(await ruleIds('src/components/boundary-probe.ts', "import '@/features/header/site-header';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails shared code and features importing the app', async () => {
    expect(await ruleIds('src/lib/boundary-probe.ts', "import '@/app/not-found';\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds('src/features/home/boundary-probe.ts', "import '@/app/not-found';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails a ui primitive importing an app component', async () => {
    expect(await ruleIds('src/components/ui/boundary-probe.tsx', "import '@/components/confirm-action';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails forms/ importing React or src/', async () => {
    expect(await ruleIds('forms/boundary-probe.ts', "import 'react';\n")).toContain('no-restricted-imports');
    expect(await ruleIds('forms/boundary-probe.ts', "import '../src/lib/cn.ts';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails server/ importing src/', async () => {
    expect(await ruleIds('server/boundary-probe.ts', "import '../src/lib/cn.ts';\n")).toContain('import-x/no-restricted-paths');
  });

  it('fails an import cycle', async () => {
    // has-permission.ts imports ALL_PERMISSION from the session store, so the store importing it closes a cycle.
    const code = "import { hasPermission } from '@/lib/permissions/has-permission';\nexport const check = hasPermission;\n";
    expect(await ruleIds('src/stores/session-store.ts', code)).toContain('import-x/no-cycle');
  });

  it('fails file and folder names that are not kebab-case', async () => {
    expect(await ruleIds('src/lib/FormatDate.ts', 'export const probe = 1;\n')).toContain('check-file/filename-naming-convention');
    expect(await ruleIds('server/someArea/probe.ts', 'export const probe = 1;\n')).toContain('check-file/folder-naming-convention');
  });

  it('fails hooks called conditionally', async () => {
    const code = "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n";
    expect(await ruleIds('src/lib/use-probe.ts', code)).toContain('react-hooks/rules-of-hooks');
  });

  it('passes imports that run the right way', async () => {
    const feature = "import { cn } from '@/lib/cn';\nimport { paths } from '@/config/paths';\nimport { PUBLIC_NAV_ITEMS } from '@/features/header/nav-items';\nexport const probe = [cn, paths, PUBLIC_NAV_ITEMS];\n";
    expect(await ruleIds('src/features/header/boundary-probe.ts', feature)).toEqual([]);
    const app = "import { SiteHeader } from '@/features/header/site-header';\nimport { RecordPage } from '@/components/records/record-page';\nexport const probe = [SiteHeader, RecordPage];\n";
    expect(await ruleIds('src/app/boundary-probe.ts', app)).toEqual([]);
    expect(await ruleIds('server/boundary-probe.ts', "import type { operations } from '../openapi/schema.gen.ts';\nexport type Probe = operations;\n")).toEqual([]);
    expect(await ruleIds('forms/boundary-probe.ts', "import { z } from 'zod';\nexport const probe = z.string();\n")).toEqual([]);
  });
});
