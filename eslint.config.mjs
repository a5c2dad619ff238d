// Flat config: JS recommended + typescript-eslint recommended (syntax-only, no type information,
// so lint stays fast) + React hooks, with the project's own rules on top.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local from './scripts/eslint/boundaries.mjs';

// The globals of Node scripts and config files written in plain JS (no `globals` package here).
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', 'AbortController', 'structuredClone']
    .map((name) => [name, 'readonly']),
);
const commonJsGlobals = { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' };

export default defineConfig(
  // What git ignores too: build output, reports, the benchmarks' scratch builds (.tmp).
  globalIgnores(['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/', '.scratch/', '.shots/', '.test-cost/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  // React code only: Playwright fixtures call a `use` that is no React hook.
  { files: ['entries/**', 'src/**'], ...reactHooks.configs.flat.recommended },
  // We do not run the React Compiler, so its note about libraries it cannot memoize is noise.
  { files: ['entries/**', 'src/**'], rules: { 'react-hooks/incompatible-library': 'off' } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // Dropping fields with a rest pattern is how we pick "the other fields" of an envelope.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Server text must be shown as text: no dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  // Layers: core knows no components; ui knows no screens; shell (mount) sits on both.
  {
    files: ['src/core/**'],
    ignores: ['src/core/**/*.test.*', 'src/core/__tests__/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/*', '**/shell/*'], message: 'src/core must not depend on ui or shell.' }] }] },
  },
  {
    files: ['src/ui/**'],
    ignores: ['src/ui/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/shell/*'], message: 'src/ui must not depend on the shell.' }] }] },
  },
  // Screens and areas: a screen imports no other screen's folder nor another area; core and ui no area;
  // a fixture route no other route. One rule resolving each relative import (scripts/eslint/boundaries.mjs):
  // an import string alone cannot tell '../x' (own folder, from views/) from '../x' (a sibling screen).
  {
    files: ['src/**', 'fixtures/server/routes/**'],
    plugins: { local },
    rules: { 'local/boundaries': 'error' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: nodeGlobals },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, ...commonJsGlobals } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
