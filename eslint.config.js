import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { layerRules } from './scripts/eslint/layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // Kysely's dynamic tables: migrations and their helpers build on `Kysely<any>`, the generic CRUD and the look-ups
    // name tables and columns at run time, and a helper over several tables' query builders cannot name their row types.
    files: [
      'server/db/migrations/**',
      'tests/fixtures/**/migrations/**',
      'server/db/columns.ts',
      'server/db/permissionGrants.ts',
      'server/lib/crud.ts',
      'server/lib/crudFields.ts',
      'server/lib/crudList.ts',
      'server/lib/audit.ts',
      'server/routes/users/lookups.ts',
      'bench/lib/volume.ts',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Which folder may import which (docs/architecture.md).
  ...layerRules(),
  // Formatting is Prettier's (`npm run format`); the rules that would argue with it are off.
  prettier,
);
