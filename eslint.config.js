import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'openapi/schema.gen.ts', 'server/db/migrations'] },
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
);
