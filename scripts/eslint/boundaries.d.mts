// The type of scripts/eslint/boundaries.mjs for its jest test (src/test/gates/boundaries.test.ts).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
