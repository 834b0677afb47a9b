import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const code = '**/*.{ts,tsx,js,mjs}';

/** Shared code: any feature or the app may import it; it imports neither. */
const shared = ['components', 'lib', 'stores', 'api', 'config', 'hooks', 'testing', 'styles'].map((dir) => `./src/${dir}`);
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Which folder may import which (import-x/no-restricted-paths; `target` is the importing file, `from` the
 * imported one): shared → features → app, no feature into another, `src/components/ui` only ui primitives and
 * lib utilities, and the SPA, the shared record types and the server kept apart.
 */
const boundaryZones = [
  {
    target: shared,
    from: ['./src/features', './src/app', './src/main.tsx'],
    message: '共享代码（src/components、lib、stores、api、config、testing）不能导入 features 或 app：把需要的部分移到共享代码，或由 app 组合。',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/main.tsx'],
    message: 'features 不能导入 app：由 app 组合各 feature。',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: '一个 feature 不能导入另一个 feature：共用的部分移到 src/components 或 src/lib，组合放在 src/app。',
  })),
  {
    target: './src/components/ui',
    from: './src',
    except: ['./components/ui', './lib'],
    message: 'src/components/ui 只放基础组件：只能导入其他 ui 组件、src/lib 工具与外部包。',
  },
  {
    target: './src/components/ui',
    from: ['./forms', './server', './openapi'],
    message: 'src/components/ui 只放基础组件：只能导入其他 ui 组件、src/lib 工具与外部包。',
  },
  { target: './forms', from: './src', message: 'forms/ 由前端与服务器共用，不能导入 src/。' },
  {
    target: ['./forms/!(*.test).ts', './forms/!(testing)/**/!(*.test).ts'],
    from: './server/**',
    message: 'forms/ 由前端与服务器共用，不能导入 server/（测试可以读取契约与种子数据）。',
  },
  { target: './server', from: './src', message: 'server/ 不能导入 src/：共用的类型在 openapi/schema.gen.ts，共用的结构在 forms/。' },
  {
    target: './src/**/!(*.test).{ts,tsx}',
    from: './server/**',
    message: '前端代码不能导入 server/：共用的类型在 openapi/schema.gen.ts，共用的结构在 forms/。',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'openapi/*.gen.ts', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': ['error', { name: 'fetch', message: '请使用 src/api 中生成的客户端，不要直接调用 fetch。' }],
    },
  },
  {
    files: ['src/api/**', 'scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: [code],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x/no-cycle reads the imported files itself: with the TypeScript parser, and paths as tsconfig maps them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      // Generated files (the contract types are 10,000 lines) import nothing of ours: not worth parsing for cycles.
      'import-x/ignore': ['\\.gen\\.ts$'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': ['error', { [code]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{src,forms,server,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['forms/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react/*', 'react-*', 'react-*/*', '@tanstack/react-*', 'lucide-react', 'radix-ui'],
              message: 'forms/ 由前端与服务器共用，不能导入 React 或界面库。',
            },
          ],
        },
      ],
    },
  },
  // The recommended set runs the React Compiler's checks, which cost most of the lint time; tests get the two
  // classic rules only.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
