// `npm run look -- <dir> [<baseline dir>]`: every screen's sample page (the catalogue's) in Debian's Chromium at
// 1366×768 against the stand-in, a screenshot each into <dir>; with a baseline, each is compared pixel by pixel
// with the baseline's and the screens that differ are listed (exit 1). Made for changes that must not change a
// pixel (issue 45: the CSS cut to what the islands use): take a baseline before, build, take and compare after.
// The stand-in's clock is fixed (FAKE_NOW) so times on the pages do not differ between the two runs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { ensureBuilt, ROOT } from './lib/build.mjs';

const [outArg, baseArg] = process.argv.slice(2);
if (!outArg) {
  console.error('usage: npm run look -- <dir> [<baseline dir>]');
  process.exit(2);
}
const out = resolve(outArg);
const base = baseArg ? resolve(baseArg) : null;
mkdirSync(out, { recursive: true });

const support = (file) => tsImport(pathToFileURL(join(ROOT, 'e2e', 'support', file)).href, import.meta.url);
const { CHROMIUM_PATH, CHROMIUM_ARGS } = await support('chromium.ts');
const { SERVER_COMMAND } = await support('server.ts');
const { existingScreens } = await tsImport(pathToFileURL(join(ROOT, 'fixtures', 'server', 'node', 'screens.ts')).href, import.meta.url);

const port = await new Promise((ok, fail) => {
  const probe = createServer().once('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const { port: p } = probe.address();
    probe.close(() => ok(p));
  });
});
ensureBuilt();
const server = spawn(SERVER_COMMAND, { cwd: ROOT, shell: true, detached: true, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port) } });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // gone
  }
};
for (let i = 0; i < 300; i += 1) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Pixels that differ between two PNGs, counted in the browser (its decoder): -1 when the sizes differ. */
/* global createImageBitmap, OffscreenCanvas -- they run in the page, not in Node. */
async function differingPixels(page, a, b) {
  return page.evaluate(
    async ([x, y]) => {
      const load = async (data) => createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const [one, two] = [await load(x), await load(y)];
      if (one.width !== two.width || one.height !== two.height) return -1;
      const pixels = (img) => {
        const canvas = new OffscreenCanvas(img.width, img.height);
        const ctx = canvas.getContext('2d');
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, img.width, img.height).data;
      };
      const [p, q] = [pixels(one), pixels(two)];
      let n = 0;
      for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2]) n += 1;
      return n;
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const differ = [];
try {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'ru-RU', timezoneId: 'Europe/Moscow', reducedMotion: 'reduce' });
  // One fixed moment in the page: dates the screens compute (yesterday, this month) are the same in both runs.
  await context.addInitScript(() => {
    const fixed = new Date('2026-11-20T09:00:00+03:00').getTime();
    const RealDate = Date;
    globalThis.Date = class extends RealDate {
      constructor(...args) {
        super(...(args.length ? args : [fixed]));
      }
      static now() {
        return fixed;
      }
    };
  });
  const page = await context.newPage();
  const compare = await context.newPage();
  for (const screen of existingScreens(ROOT)) {
    await page.goto(`http://127.0.0.1:${port}${screen.sample}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(600);
    // Carets and toasts come and go: neither is the look being compared.
    await page.addStyleTag({ content: '*{caret-color:transparent!important} .toast-stack{display:none!important}' });
    const shot = await page.screenshot({ fullPage: false });
    const file = join(out, `${screen.entry}.png`);
    writeFileSync(file, shot);
    if (base) {
      const before = join(base, `${screen.entry}.png`);
      if (!existsSync(before)) continue;
      const n = await differingPixels(compare, readFileSync(before), shot);
      if (n !== 0) differ.push(`${screen.entry}: ${n < 0 ? 'another size' : `${n} pixels`}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
if (base) {
  console.log(differ.length ? `Differ from ${base}:\n${differ.join('\n')}` : `Every screen as in ${base}.`);
  process.exit(differ.length ? 1 : 0);
}
console.log(`Screenshots in ${out}`);
