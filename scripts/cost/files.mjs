// Where a test run leaves what the cost table reads (git-ignored).
import { join } from 'node:path';
import { ROOT } from '../lib/build.mjs';

/** TEST_COST_DIR: read (or write) another run's results, e.g. to compare two runs. */
export const COST_DIR = process.env.TEST_COST_DIR ? join(ROOT, process.env.TEST_COST_DIR) : join(ROOT, '.test-cost');
export const STEPS_FILE = join(COST_DIR, 'steps.json');
export const JEST_RESULTS = join(COST_DIR, 'jest.json');
export const PLAYWRIGHT_RESULTS = join(COST_DIR, 'playwright.json');
/** Measured by `npm run test:build-scale` and committed: webpack's cost of one more entry. */
export const BUILD_SCALE = join(ROOT, 'scripts', 'cost', 'build-scale.json');
