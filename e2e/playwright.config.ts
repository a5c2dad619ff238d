// Browser tests: Debian's Chromium against one stand-in server, started once for all workers.
// The server serves the already-built dist/ (`npm test` builds first; e2e/run.mjs builds if dist/ is missing).
import * as path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { browserZone, E2E_NOW } from './support/clock';
import { E2E_PORT, SERVER_COMMAND } from './support/server';

const baseURL = `http://localhost:${E2E_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(__dirname, '..', 'test-results'),
  fullyParallel: true,
  // The browser tests wait more than they compute (a third of the two cores busy with 2 workers; 3
  // took the suite from 189 s to 152 s on this machine):
  // E2E_WORKERS tests at once. The cost table reads the number from the run's report.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // The JSON report feeds the cost table of `npm test` / `npm run test:cost` (scripts/cost/table.mjs).
  reporter: [['list'], ['json', { outputFile: path.join(__dirname, '..', '.test-cost', 'playwright.json') }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    locale: 'ru-RU',
    timezoneId: browserZone(),
    // Bootstrap drops its fades under reduced motion: modals and toasts are there at once, not 300 ms later.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Off unless asked for (E2E_TRACE=1): snapshotting the page at every step cost 40 % of the browser time.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: SERVER_COMMAND,
    cwd: path.join(__dirname, '..'),
    env: { PORT: String(E2E_PORT), STANDIN_NOW: E2E_NOW },
    url: `${baseURL}/`,
    // Always our own fresh server: a stale one on the port would serve old routes and data.
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
