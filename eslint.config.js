// Lint (issue #8): rules that catch real problems, not style. typescript-eslint's
// recommended set, React's hooks rules, jsx-a11y's recommended accessibility checks, and the
// architecture's import boundaries (eslint/boundaries.js). `npm run lint` runs it with knip.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.tools/**', 'e2e/artifacts/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { tavola: boundaries },
    rules: {
      'tavola/boundaries': 'error',
      // `_name` marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
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
    // Tests compose whatever they exercise.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'],
    rules: { 'tavola/boundaries': 'off' },
  },
);
