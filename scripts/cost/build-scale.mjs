// `npm run test:build-scale`: what typecheck, lint and the production build cost with 96 screens, for
// the cost table's projection. It copies the project into a temp folder and adds copies of today's
// screens (folder and entry, tests left out, cycling through them) until there are 96 entries, then
// times the three steps there and in the project itself. The ratios go to scripts/cost/build-scale.json
// (commit it): ratios, not seconds, so they hold on a faster or a busier machine. Median of `--runs`
// (default 1) runs each.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { bin, ROOT } from '../lib/build.mjs';
import { BUILD_SCALE } from './files.mjs';

const TARGET = 96;
const AREAS = ['images', 'sales', 'adconfig'];
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;
const SKIP = new Set(['node_modules', 'dist', '.git', '.test-cost', 'test-results', 'playwright-report', 'coverage']);

const entries = readdirSync(join(ROOT, 'entries')).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx')).map((f) => f.slice(0, -4));
const folderOf = (entry) => AREAS.map((a) => `src/${a}/${entry}`).find((d) => existsSync(join(ROOT, d)));

/** The project in a temp folder, with copies of its screens up to TARGET entries. */
function scaledTree() {
  const dir = mkdtempSync(join(tmpdir(), 'build-scale-'));
  for (const name of readdirSync(ROOT)) if (!SKIP.has(name)) cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  const copyable = entries.filter(folderOf);
  for (let i = 0; entries.length + i < TARGET; i++) {
    const entry = copyable[i % copyable.length];
    const folder = folderOf(entry);
    // Beside the original, in its area: a screen's relative imports (../../core, ../shared/…) still resolve.
    const copy = `${folder.slice(0, folder.lastIndexOf('/'))}/zz-${entry}-${i}`;
    cpSync(join(ROOT, folder), join(dir, copy), { recursive: true, filter: (src) => !/\.test\.tsx?$/.test(src) });
    const text = readFileSync(join(ROOT, 'entries', `${entry}.tsx`), 'utf8').split(`src/${folder.slice(4)}/`).join(`${copy}/`).replace(`mountIsland('${entry}'`, `mountIsland('zz-${entry}-${i}'`);
    writeFileSync(join(dir, 'entries', `zz-${entry}-${i}.tsx`), text);
  }
  return dir;
}

const STEPS = {
  typecheck: (cwd) => [bin('tsc'), ['--noEmit'], cwd],
  lint: (cwd) => [bin('eslint'), ['.', '--max-warnings', '0'], cwd],
  build: (cwd) => [bin('webpack'), ['--mode', 'production', '--output-path', join(mkdtempSync(join(tmpdir(), 'build-scale-out-')), 'dist')], cwd],
};

function time(step, cwd) {
  const [command, args] = STEPS[step](cwd);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${step} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  return (Date.now() - t0) / 1000;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const scaled = scaledTree();
const result = { measured: new Date().toISOString().slice(0, 10), entries: entries.length, target: TARGET, seconds: {}, factor: {} };
try {
  for (const step of Object.keys(STEPS)) {
    const now = median(Array.from({ length: runs }, () => time(step, ROOT)));
    const at96 = median(Array.from({ length: runs }, () => time(step, scaled)));
    result.seconds[step] = { now: Number(now.toFixed(1)), [`at${TARGET}`]: Number(at96.toFixed(1)) };
    result.factor[step] = Number((at96 / now).toFixed(2));
  }
} finally {
  rmSync(scaled, { recursive: true, force: true });
}
writeFileSync(BUILD_SCALE, `${JSON.stringify(result, null, 2)}\n`);
console.log(result);
