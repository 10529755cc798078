// Lint: rules that catch real problems, not style. typescript-eslint's recommended set and two
// type-aware rules about promises, React's hooks rules, jsx-a11y's recommended accessibility
// checks, and the architecture's rules (docs/architecture.md "Boundaries"): import boundaries
// and only repositories touching the database (eslint/boundaries.js), no import cycles
// (eslint/no-cycle.js). `npm run lint` runs it with knip; eslint/rules.test.ts tests the rules.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';
import noCycle from './eslint/no-cycle.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', 'e2e/artifacts/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { tavola: { rules: { ...boundaries.rules, 'no-cycle': noCycle } } },
    rules: {
      'tavola/boundaries': 'error',
      'tavola/database-in-repositories': 'error',
      // `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The two classic hooks rules; version 7's React Compiler rules flag patterns that work.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['apps/web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // No import cycles in the sources (eslint/no-cycle.js): type-only and lazy imports count,
    // unlike import-x's no-cycle, since a circle of types is a shared type without a home.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'tavola/no-cycle': 'error' },
  },
  {
    // Type-aware rules that catch real bugs: a promise nobody awaits or handles, and a
    // promise passed where a plain value or void callback is expected.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX handlers may be async (react-hook-form's handleSubmit returns a promise and
      // reports its own errors); everywhere else a promise where void is expected is an error.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests, and the helpers that set up their data, compose whatever they exercise.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/*-test-helpers.ts', 'e2e/**'],
    rules: { 'tavola/boundaries': 'off', 'tavola/database-in-repositories': 'off' },
  },
);
