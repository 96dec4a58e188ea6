// Lint rules for the whole workspace. The engine packages must stay pure: no I/O,
// no environment, no framework imports (see CONTRIBUTING.md, "Package arrows").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const enginePackages = ['ephemeris', 'bodygraph', 'bodygraph-svg', 'reference-library', 'calendar', 'atlas', 'celebrities', 'reports'];
const forbiddenInEngine = [
  { name: 'fs', message: 'Engine packages do no I/O.' },
  { name: 'node:fs', message: 'Engine packages do no I/O.' },
  { name: 'fs/promises', message: 'Engine packages do no I/O.' },
  { name: 'node:fs/promises', message: 'Engine packages do no I/O.' },
  { name: 'node:http', message: 'Engine packages do no I/O.' },
  { name: 'http', message: 'Engine packages do no I/O.' },
  { name: 'node:child_process', message: 'Engine packages do no I/O.' },
  { name: 'koa', message: 'Frameworks belong in apps/.' },
  { name: '@koa/router', message: 'Frameworks belong in apps/.' },
  { name: '@modelcontextprotocol/sdk', message: 'Frameworks belong in apps/.' },
  { name: '@mandala/access', message: 'The engine does not depend on access.' },
  { name: '@mandala/operations', message: 'The engine does not depend on the service layer.' },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/*.generated.*', '**/generated/**', '.mandala/**', 'docs/api/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: enginePackages.map((name) => `packages/${name}/src/**/*.ts`),
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: forbiddenInEngine }],
      'no-restricted-globals': ['error', { name: 'process', message: 'Engine packages read no environment.' }],
    },
  },
);
