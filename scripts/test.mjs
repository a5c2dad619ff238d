// `npm test`: everything CI runs, one step after the other, each timed; the first failing step stops
// the run. Then the cost table (scripts/cost/table.mjs) from this run's results, which fails the run
// when a screen's own tests cost more than its share of the 20 minutes (see scripts/README.md).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT, run } from './lib/build.mjs';
import { COST_DIR, JEST_RESULTS, STEPS_FILE } from './cost/files.mjs';

rmSync(COST_DIR, { recursive: true, force: true });
mkdirSync(COST_DIR, { recursive: true });

const steps = [
  ['typecheck', bin('tsc'), ['--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['jest', bin('jest'), ['--json', `--outputFile=${JEST_RESULTS}`]],
  ['build', bin('webpack'), ['--mode', 'production']],
  // e2e/run.mjs: Chromium check, then Playwright (its JSON report goes to COST_DIR, see e2e/playwright.config.ts).
  ['e2e', process.execPath, [join(ROOT, 'e2e', 'run.mjs')]],
];

const timings = {};
const started = Date.now();
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const status = run(command, args);
  timings[name] = (Date.now() - t0) / 1000;
  writeFileSync(STEPS_FILE, JSON.stringify({ finished: new Date().toISOString(), steps: timings, total: (Date.now() - started) / 1000 }, null, 2));
  if (status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${status})`);
    process.exit(status);
  }
}
process.exit(run(process.execPath, [join(ROOT, 'scripts', 'cost', 'table.mjs')]));
