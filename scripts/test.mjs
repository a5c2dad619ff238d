// `npm test`: everything CI runs, each step timed; the first failing step stops the run. Typecheck
// and lint run side by side (each is one process on one core, and the machine has two); the others
// one after the other, as each keeps both cores busy. Then the cost table (scripts/cost/table.mjs) from this run's results, which fails the run
// when a screen's own tests cost more than its share of the 20 minutes (see scripts/README.md).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT, run } from './lib/build.mjs';
import { COST_DIR, JEST_RESULTS, STEPS_FILE } from './cost/files.mjs';
import { hasFaketime, underVariant, VARIANTS } from './lib/clockVariant.mjs';

rmSync(COST_DIR, { recursive: true, force: true });
mkdirSync(COST_DIR, { recursive: true });

// Issue 39: jest on a clock that is not the machine's (another zone, another date where faketime is), the browser
// in another zone (its date is the suite's own, e2e/support/clock.ts): a test that reads the wall clock fails here.
const jest = underVariant(bin('jest'), ['--json', `--outputFile=${JEST_RESULTS}`], VARIANTS[0]);
const e2e = underVariant(process.execPath, [join(ROOT, 'e2e', 'run.mjs')], VARIANTS[1], { moveDate: false });
if (!hasFaketime()) console.log("Debian's faketime is missing: jest runs in another zone on the machine's date (apt-get install faketime moves it too).");

/** Steps in one group run side by side; the groups run one after the other. [name, command, args, env?, what it runs under?] */
const groups = [
  [
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ],
  [['jest', jest.command, jest.args, jest.env, jest.said]],
  [['build', bin('webpack'), ['--mode', 'production']]],
  // e2e/run.mjs: Chromium check, then Playwright (its JSON report goes to COST_DIR, see e2e/playwright.config.ts).
  [['e2e', e2e.command, e2e.args, e2e.env, e2e.said]],
];

/** A step beside others: its output held back and printed whole when it ends, so the two do not interleave. */
function runBuffered(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ status: 1, output: [Buffer.from(String(error))] }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

const timings = {};
const started = Date.now();
const record = () =>
  writeFileSync(
    STEPS_FILE,
    JSON.stringify({ finished: new Date().toISOString(), steps: timings, together: groups.filter((g) => g.length > 1).map((g) => g.map(([name]) => name)), total: (Date.now() - started) / 1000 }, null, 2),
  );

for (const group of groups) {
  const results = await Promise.all(
    group.map(async ([name, command, args, env, said]) => {
      const t0 = Date.now();
      if (group.length === 1) {
        console.log(`\n▶ ${name}${said ? ` (${said})` : ''}`);
        const status = run(command, args, env ? { env } : {});
        timings[name] = (Date.now() - t0) / 1000;
        return { name, status };
      }
      const { status, output } = await runBuffered(command, args);
      timings[name] = (Date.now() - t0) / 1000;
      console.log(`\n▶ ${name} (beside ${group.filter(([other]) => other !== name).map(([other]) => other).join(', ')})`);
      process.stdout.write(Buffer.concat(output));
      return { name, status };
    }),
  );
  record();
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n✗ ${failed.name} failed (exit ${failed.status})`);
    process.exit(failed.status);
  }
}
process.exit(run(process.execPath, [join(ROOT, 'scripts', 'cost', 'table.mjs')]));
