// `npm run test:build-scale`: what one more entry costs webpack, for the cost table's projection to 96
// screens. Builds (production, into a temp folder) the smallest page (navigation + the screen with the
// smallest entry chunk) and then every entry; the difference per added entry, as a share of the whole
// build, goes to scripts/cost/build-scale.json (commit it). Shares, not seconds: they hold on a faster
// or a busier machine. Median of `--runs` (default 3) runs each.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bin, run } from '../lib/build.mjs';
import { BUILD_SCALE } from './files.mjs';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;
const entries = readdirSync('entries').filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')).map((f) => f.slice(0, -4));
const smallest = ['navigation', entries.find((e) => e !== 'navigation')].filter((e) => entries.includes(e));

function timeBuild(keep) {
  const out = mkdtempSync(join(tmpdir(), 'build-scale-'));
  const t0 = Date.now();
  const status = run(bin('webpack'), ['--mode', 'production', '--config', 'scripts/cost/webpack.subset.js'], {
    env: { ...process.env, COST_ENTRIES: keep.join(','), COST_OUT: out },
    stdio: 'ignore',
  });
  rmSync(out, { recursive: true, force: true });
  if (status !== 0) throw new Error(`webpack failed building ${keep.join(', ')}`);
  return (Date.now() - t0) / 1000;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const small = median(Array.from({ length: runs }, () => timeBuild(smallest)));
const all = median(Array.from({ length: runs }, () => timeBuild(entries)));
const perEntry = Math.max(0, (all - small) / (entries.length - smallest.length));
const result = {
  measured: new Date().toISOString().slice(0, 10),
  how: `median of ${runs} production builds: ${smallest.join(' + ')} (${small.toFixed(1)} s) and all ${entries.length} entries (${all.toFixed(1)} s)`,
  perEntrySeconds: Number(perEntry.toFixed(2)),
  perEntryShareOfBuild: Number((perEntry / all).toFixed(4)),
};
writeFileSync(BUILD_SCALE, `${JSON.stringify(result, null, 2)}\n`);
console.log(result);
