// `npm run size [-- --build]`: every entry's initial JS (gzip), the part only that entry uses, its budget
// from size-budgets.json and OK/OVER; exits 1 when any entry is over. Builds first if dist/ is missing
// (or with --build). Measures with the same module as the build's budget check.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ENTRYPOINTS_JSON, ensureBuilt } from './lib/build.mjs';
import PUBLIC_PATH from './webpack/public-path.js';
import { formatKb, formatTable, loadBudgets, measureEntrypoints, sharedFiles } from './webpack/measure.js';

ensureBuilt({ force: process.argv.includes('--build') });

const rows = measureEntrypoints({
  entrypoints: JSON.parse(readFileSync(ENTRYPOINTS_JSON, 'utf8')).entrypoints,
  publicPath: PUBLIC_PATH,
  readAsset: (name) => readFileSync(join(DIST, name)),
  budgets: loadBudgets(),
});

console.log(formatTable(rows));
console.log(`\nShared by several entries: ${sharedFiles(rows).map((f) => `${f.url.replace(PUBLIC_PATH, '')} ${formatKb(f.gzip)}`).join(', ') || 'none'}`);

const over = rows.filter((r) => r.over);
if (over.length > 0) {
  console.error(`\n${over.length} entr${over.length === 1 ? 'y is' : 'ies are'} over budget: ${over.map((r) => r.entry).join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} entries within budget.`);
