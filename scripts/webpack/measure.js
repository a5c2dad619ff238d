'use strict';
// One measuring routine for the build's budget check and for `npm run size`,
// so both always agree on what "a screen's initial JS" is and what it weighs.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '..', '..');
const BUDGETS_FILE = path.join(ROOT, 'size-budgets.json');

function gzipSize(content) {
  return zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length;
}

/** Reads size-budgets.json: {"default": bytes, "screens": {"<entry>": bytes}}. */
function loadBudgets(file = BUDGETS_FILE) {
  const budgets = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Number.isInteger(budgets.default) || budgets.default <= 0) {
    throw new Error(`${file}: "default" must be a positive number of bytes`);
  }
  return { default: budgets.default, screens: budgets.screens || {} };
}

function budgetFor(budgets, entry) {
  return budgets.screens[entry] ?? budgets.default;
}

/** '/build/framework.1a2b3c4d.js' -> 'framework.1a2b3c4d.js' (the asset name inside dist/). */
function assetName(url, publicPath) {
  return url.startsWith(publicPath) ? url.slice(publicPath.length) : url.replace(/^\//, '');
}

/**
 * Measures every entry of an entrypoints.json ({entrypoints: {name: {js, css}}}).
 * readAsset(name) returns the file's content (Buffer or string) by its name inside dist/.
 * Returns rows sorted by entry: initial JS gzip, the gzip of the files only that entry uses,
 * the budget and whether it is over.
 */
function measureEntrypoints({ entrypoints, publicPath, readAsset, budgets }) {
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSize(readAsset(file)));
    return sizes.get(file);
  };
  const users = new Map();
  for (const { js = [] } of Object.values(entrypoints)) {
    for (const url of js) users.set(url, (users.get(url) || 0) + 1);
  }
  return Object.keys(entrypoints)
    .sort()
    .map((entry) => {
      const js = entrypoints[entry].js || [];
      const files = js.map((url) => ({ url, gzip: sizeOf(assetName(url, publicPath)), shared: users.get(url) > 1 }));
      const initialJs = files.reduce((sum, f) => sum + f.gzip, 0);
      const ownJs = files.filter((f) => !f.shared).reduce((sum, f) => sum + f.gzip, 0);
      const budget = budgetFor(budgets, entry);
      return { entry, initialJs, ownJs, budget, over: initialJs > budget, files };
    });
}

function formatKb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** A plain-text table of measured rows (as printed by `npm run size` and by a failing build). */
function formatTable(rows) {
  const header = ['entry', 'initial JS (gzip)', 'own JS (gzip)', 'budget', 'status'];
  const lines = rows.map((r) => [r.entry, formatKb(r.initialJs), formatKb(r.ownJs), formatKb(r.budget), r.over ? 'OVER' : 'OK']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const render = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(render)].join('\n');
}

/** The files used by more than one entry (runtime, framework, core, shared chunks) with their gzip size. */
function sharedFiles(rows) {
  const seen = new Map();
  for (const row of rows) for (const f of row.files) if (f.shared) seen.set(f.url, f.gzip);
  return [...seen].map(([url, gzip]) => ({ url, gzip }));
}

module.exports = { ROOT, BUDGETS_FILE, gzipSize, loadBudgets, budgetFor, assetName, measureEntrypoints, formatKb, formatTable, sharedFiles };
