// `npm run bench [-- <filter>]`: runs every e2e/bench/*.bench.ts (optionally only those whose file
// name contains <filter>) in Debian's Chromium against the stand-in server on a free port, and prints
// their figures (ms). Builds first if dist/ is missing. A benchmark module exports `name` and `run`
// (see e2e/bench/benchmark.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const BENCH_DIR = join(ROOT, 'e2e', 'bench');
const filter = process.argv[2] ?? '';
const support = (file) => tsImport(pathToFileURL(join(ROOT, 'e2e', 'support', file)).href, import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS, CHROMIUM_MISSING } = await support('chromium.ts');
const { SERVER_COMMAND } = await support('server.ts');

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port) {
  // Its own process group, so stopping it also stops the node process npx starts.
  const server = spawn(SERVER_COMMAND, { cwd: ROOT, shell: true, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the stand-in server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('the stand-in server did not answer within 60 s');
}

function printTable(results) {
  const rows = results.flatMap(({ name, figures }) => Object.entries(figures).map(([metric, ms]) => [name, metric, ms.toFixed(1)]));
  const header = ['benchmark', 'figure', 'ms'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
}

const files = readdirSync(BENCH_DIR).filter((f) => f.endsWith('.bench.ts') && f.includes(filter)).sort();
if (files.length === 0) {
  console.error(`No benchmark in e2e/bench matches "${filter}"`);
  process.exit(1);
}
if (!existsSync(CHROMIUM_PATH)) {
  console.error(CHROMIUM_MISSING);
  process.exit(1);
}
ensureBuilt();

const port = await freePort();
const stopServer = await startServer(port);
const launch = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let browser = await launch();
const results = [];
let failed = false;
try {
  for (const file of files) {
    const { name, run } = await tsImport(pathToFileURL(join(BENCH_DIR, file)).href, import.meta.url);
    const context = await browser.newContext({ locale: 'ru-RU', timezoneId: 'Europe/Moscow' });
    try {
      results.push({ name: name ?? file, figures: await run(await context.newPage(), `http://127.0.0.1:${port}`) });
    } catch (error) {
      failed = true;
      console.error(`${file}: ${error instanceof Error ? error.message : error}`);
    } finally {
      // A benchmark that crashed the browser fails alone: the next one gets a new browser.
      await context.close().catch(() => undefined);
      if (!browser.isConnected()) browser = await launch();
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  stopServer();
}
printTable(results);
process.exit(failed ? 1 : 0);
