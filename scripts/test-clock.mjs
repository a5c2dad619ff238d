// `npm run test:clock` (issue 39): the proof that no test depends on the machine's date or zone. Under each
// variant of scripts/lib/clockVariant.mjs (the date 400 days ahead or back, in Los Angeles and in Vladivostok):
// the whole jest suite, then the browser flows that show or send a date (today, yesterday, a month, a period).
// Needs Debian's faketime (installed here when run as root). `npm test` runs one variant of jest on every run.
// Arguments: variant numbers (1-4) to run only those, e.g. `npm run test:clock -- 2`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { bin, ensureBuilt, ROOT } from './lib/build.mjs';
import { hasFaketime, underVariant, VARIANTS } from './lib/clockVariant.mjs';

/** The flows that read the clock in the page or the stand-in: defaults of today, yesterday, this month; periods. */
const DATE_FLOWS = [
  'campaign-external-kpi', 'campaign-ord', 'closing-documents', 'creative-form', 'data-table', 'mix-task-form', 'navigation',
  'option-schedule', 'payout-history', 'period-report', 'post-click-kpi', 'post-click-kpi-old', 'reserves-presales',
  'user-transaction', 'verifier-counters',
].map((screen) => `e2e/screens/${screen}.spec.ts`);

if (!hasFaketime()) {
  if (process.getuid?.() !== 0) {
    console.error("Debian's faketime is missing: sudo apt-get install faketime");
    process.exit(1);
  }
  spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y faketime'], { stdio: 'inherit' });
  if (!hasFaketime()) process.exit(1);
}
ensureBuilt();

const chosen = process.argv.slice(2).map(Number).filter((n) => n >= 1 && n <= VARIANTS.length);
const failed = [];
for (const [i, variant] of VARIANTS.entries()) {
  if (chosen.length && !chosen.includes(i + 1)) continue;
  for (const [name, command, args] of [
    ['jest', bin('jest'), []],
    ['browser flows', process.execPath, [join(ROOT, 'e2e', 'run.mjs'), ...DATE_FLOWS]],
  ]) {
    const step = underVariant(command, args, variant);
    console.log(`\n▶ ${name}, ${step.said}`);
    const { status } = spawnSync(step.command, step.args, { stdio: 'inherit', cwd: ROOT, env: step.env });
    if (status !== 0) failed.push(`${name}, ${step.said}`);
  }
}
console.log(failed.length ? `\n✗ failed: ${failed.join('; ')}` : '\n✓ every variant passed');
process.exit(failed.length ? 1 : 0);
