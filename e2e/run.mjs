// `npm run e2e`: make sure Debian's Chromium is there (installing it when we are root), build dist/
// if it is missing, then run the Playwright tests. Extra arguments go to `playwright test`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { bin, ensureBuilt, run } from '../scripts/lib/build.mjs';

const { CHROMIUM_PATH, CHROMIUM_MISSING } = await tsImport('./support/chromium.ts', import.meta.url);

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() !== 0) {
    console.error(CHROMIUM_MISSING);
    process.exit(1);
  }
  console.log('Chromium missing: installing it with apt-get');
  const installed = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium fonts-liberation'], { stdio: 'inherit' });
  if (installed.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    console.error(CHROMIUM_MISSING);
    process.exit(1);
  }
}

ensureBuilt();
process.exit(run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)]));
