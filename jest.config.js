'use strict';
const { aliases } = require('./scripts/lib/aliases.cjs');
// Unit and component tests: jsdom, swc-transpiled (types are checked by `npm run typecheck`).

// Dependencies that ship only ES modules must go through the transform too; list them here
// (none among the current ones: each also ships CommonJS).
const ESM_ONLY_DEPS = [];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  roots: ['<rootDir>/entries', '<rootDir>/src', '<rootDir>/fixtures'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/scripts/jest/style-stub.js',
    // jsdom has no layout for CodeMirror to measure: the code editor stays its textarea (src/ui/codeEditor).
    '^\\./codeMirrorView$': '<rootDir>/src/ui/codeEditor/codeMirrorView.jsdom.ts',
    // The layers' import aliases (tsconfig.json paths), after the stubs above (jest takes the first match):
    // `@core/http` → src/core/http.
    ...Object.fromEntries(Object.entries(aliases).map(([alias, dir]) => [`^${alias}/(.*)$`, `${dir}/$1`])),
  },
  transform: {
    // swc transpiles each file alone (types are checked by `npm run typecheck`): several times faster
    // than ts-jest on a cold cache, which is what a clean CI checkout has.
    '^.+\\.(ts|tsx|js|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ESM_ONLY_DEPS.length
    ? [`/node_modules/(?!(${ESM_ONLY_DEPS.join('|')})/)`]
    : ['/node_modules/'],
  maxWorkers: 2,
  // A 2-core CI machine running both workers flat out: a screen test that renders whole tables needs room.
  testTimeout: 20000,
  clearMocks: true,
  // The moment a test's jest.useFakeTimers() starts at: TEST_NOW of src/test/setup.ts (noon UTC of SEED_DAY,
  // fixtures/server/core/clock.ts), where every test's Date starts (issue 39).
  fakeTimers: { now: Date.parse('2026-11-28T12:00:00Z') },
};
