// Issue 45: the first painted frame of a big list, ours against two peers in one interleaved run (load by load:
// ours, a bare TanStack Table 9 + react-virtual page, AG Grid Community 36; the order turns every load). All three
// pages come from one server (e2e/bench/peers/server.ts) and carry the same record the same way: our page as the
// stand-in rendered it, the peers' pages with the very same data-props attribute, read by JSON.parse of
// `dataset.props` as mountIsland reads it. "The answer" is the page's own responseEnd (since issue 41 the
// record is in the page). 1400×900, bundles cached. Goals (issue 45): answer → frame done ≤ 1.3 × TanStack,
// answer → rAF ≤ 1.0 ×, navigation → first row ≤ 1.1 ×, no task over 50 ms after the answer.
// FF_BENCH_LISTS=9999 runs one list; FF_BENCH_LOADS=15 takes more loads than 7; FF_BENCH_KINDS=ours,tanstack leaves AG Grid
// out. An A/B of our own: FF_BENCH_VS=<a copy of another build's dist/> adds that build of ours ('vs', from a second
// origin serving it at /build/) to the same interleaved run, with the ratio ours / vs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { BenchmarkName, BenchmarkRun } from './benchmark';
import { median, waitInPage, waitSitesListComplete } from './benchmark';
import { watchFirstFrame } from './firstFrame';
import { buildPeers, PEERS_OUT, ROOT, startPeerServer } from './peers/server';

export const name: BenchmarkName = 'first frame, ours / TanStack / AG Grid (issue 45)';

const LISTS = [
  { id: 9999, size: 10_000, label: '10 000' },
  { id: 99999, size: 100_000, label: '100 000' },
];
const LOADS = Number(process.env.FF_BENCH_LOADS ?? 7);
const ALL_KINDS = ['ours', 'vs', 'tanstack', 'ag-grid'] as const;
type Kind = (typeof ALL_KINDS)[number];
const VS = process.env.FF_BENCH_VS;
const KINDS: Kind[] = ALL_KINDS.filter((k) => (k === 'vs' ? VS !== undefined : (process.env.FF_BENCH_KINDS?.split(',') ?? ALL_KINDS).includes(k)));
const TITLES: Record<Kind, string> = { ours: 'ours', vs: 'ours (vs)', tanstack: 'TanStack', 'ag-grid': 'AG Grid' };

interface Load {
  answer: number;
  firstRow: number;
  frameDone: number;
  longestTask: number;
  /** Scripts and stylesheets whose response was in before the first row's rAF. */
  scripts: string[];
  styles: string[];
  domElements: number;
}

type Bases = Record<Kind, string>;
const url = (bases: Bases, kind: Kind, id: number, box: string) => (kind === 'ours' || kind === 'vs' ? `${bases[kind]}/preferences/sites-lists/edit/?id=${id}` : `${bases[kind]}/peers/${kind}/?id=${id}&${box}`);
const isOurs = (kind: Kind) => kind === 'ours' || kind === 'vs';

/** Ours is done once its status line counts every site ('Сайтов в списке: 100 000'); a peer renders its rows at once. */
async function waitDone(page: Page, kind: Kind, size: number): Promise<void> {
  await waitInPage(page, () => window.__ffMarks?.frameDone !== undefined);
  if (isOurs(kind)) await waitSitesListComplete(page, size);
}

async function loadOnce(page: Page, address: string, kind: Kind, size: number): Promise<Load> {
  await page.goto(address, { waitUntil: 'commit' });
  await waitDone(page, kind, size);
  // A long task is reported once it ends: give the last one time to be.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const marks = window.__ffMarks!;
    const firstRow = marks.firstRow!;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.responseEnd <= firstRow);
    // Inline (no named helper here: the bench's transpiler would wrap one in a __name the page does not have).
    const paths = before.map((e) => new URL(e.name).pathname);
    return {
      answer: nav.responseEnd,
      firstRow,
      frameDone: marks.frameDone!,
      longestTask: Math.max(0, ...marks.tasks.filter(([start, duration]) => start + duration > nav.responseEnd).map(([, duration]) => duration)),
      scripts: paths.filter((p) => p.endsWith('.js')),
      styles: paths.filter((p) => p.endsWith('.css')),
      domElements: marks.domElements!,
    };
  });
}

const gzipOf = new Map<string, { raw: number; gzip: number }>();
/** A bundle's bytes as served and gzipped at level 9 (as `npm run size` counts them): the stand-in serves them uncompressed. */
function sizeOf(kind: Kind, path: string): { raw: number; gzip: number } {
  const file = path.startsWith('/peers/build/') ? join(PEERS_OUT, path.slice('/peers/build/'.length)) : join(kind === 'vs' ? VS! : join(ROOT, 'dist'), path.replace(/^\/build\//, ''));
  if (!gzipOf.has(file)) {
    const content = readFileSync(file);
    gzipOf.set(file, { raw: content.length, gzip: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length });
  }
  return gzipOf.get(file)!;
}

const range = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;

async function benchList(page: Page, bases: Bases, capture: (id: number) => Promise<{ bytes: number }>, list: (typeof LISTS)[number]): Promise<Record<string, number>> {
  const { bytes } = await capture(list.id);
  // Warm-up: the browser caches every bundle; our table's box is where the peers put theirs.
  await page.goto(url(bases, 'ours', list.id, ''));
  await waitDone(page, 'ours', list.size);
  const box = await page.evaluate(() => {
    let node: HTMLElement | null = document.querySelector('#sites-list-form tbody tr[data-index]');
    while (node && !/(auto|scroll)/.test(getComputedStyle(node).overflowY)) node = node.parentElement;
    const r = (node ?? document.body).getBoundingClientRect();
    return `top=${Math.round(r.top + scrollY)}&left=${Math.round(r.left)}&width=${Math.round(r.width)}&height=${Math.round(r.height)}`;
  });
  for (const kind of KINDS) {
    await page.goto(url(bases, kind, list.id, box));
    await waitDone(page, kind, list.size);
  }
  const loads: Record<Kind, Load[]> = { ours: [], vs: [], tanstack: [], 'ag-grid': [] };
  for (let i = 0; i < LOADS; i += 1) {
    // Load by load, the order turning: no page always goes first after another's garbage.
    for (let k = 0; k < KINDS.length; k += 1) {
      const kind = KINDS[(i + k) % KINDS.length];
      loads[kind].push(await loadOnce(page, url(bases, kind, list.id, box), kind, list.size));
    }
  }
  const n = list.label;
  const figures: Record<string, number> = {};
  const lines: string[] = [`\n${name}: ${n} sites (${(bytes / 1e6).toFixed(2)} MB of page HTML), ${LOADS} loads each, medians (range); load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`];
  // Ratios of our medians to TanStack's, and to the other build's in an A/B run.
  const against = (['tanstack', 'vs'] as const).filter((k) => KINDS.includes(k));
  const row = (title: string, of: (l: Load) => number, ratio = true) => {
    const cells = KINDS.map((kind) => {
      const values = loads[kind].map(of);
      figures[`${n}: ${title}, ${TITLES[kind]} (median of ${LOADS})`] = median(values);
      return `${median(values).toFixed(1)} (${range(values)})`;
    });
    const ratios = against.map((k) => {
      const r = median(loads.ours.map(of)) / median(loads[k].map(of));
      if (ratio) figures[`${n}: ${title}, ours / ${TITLES[k]}`] = r;
      return ratio ? r.toFixed(2) : '—';
    });
    lines.push(`| ${title} | ${[...cells, ...ratios].join(' | ')} |`);
  };
  lines.push(`| figure (ms) | ${[...KINDS.map((k) => TITLES[k]), ...against.map((k) => `ours / ${TITLES[k]}`)].join(' | ')} |`, `|---|${[...KINDS, ...against].map(() => '---').join('|')}|`);
  row('answer → rAF after the first row', (l) => l.firstRow - l.answer);
  row('answer → that frame done (rAF + message)', (l) => l.frameDone - l.answer);
  row('navigation → first row (rAF)', (l) => l.firstRow);
  row('navigation → answer (page responseEnd)', (l) => l.answer, false);
  row('longest task after the answer (0: none over 50)', (l) => l.longestTask, false);
  for (const kind of KINDS) figures[`${n}: longest task after the answer, ${TITLES[kind]} (max of ${LOADS})`] = Math.max(...loads[kind].map((l) => l.longestTask));
  const last = (kind: Kind) => loads[kind][loads[kind].length - 1];
  const files = (kind: Kind) => {
    const js = last(kind).scripts.map((p) => sizeOf(kind, p));
    const css = last(kind).styles.map((p) => sizeOf(kind, p));
    figures[`${n}: JS files before the first row, ${TITLES[kind]}`] = js.length;
    figures[`${n}: JS gzip kB before the first row, ${TITLES[kind]}`] = js.reduce((s, f) => s + f.gzip, 0) / 1000;
    figures[`${n}: DOM elements, ${TITLES[kind]}`] = median(loads[kind].map((l) => l.domElements));
    return { js, css };
  };
  const sizes = KINDS.map(files);
  const kb = (b: number) => (b / 1000).toFixed(1);
  const dashes = against.map(() => ' — |').join('');
  lines.push(`| JS before the first row, gzip | ${sizes.map(({ js }) => `${kb(js.reduce((s, f) => s + f.gzip, 0))} kB in ${js.length} files`).join(' | ')} |${dashes}`);
  lines.push(`| CSS before the first row, raw / gzip | ${sizes.map(({ css }) => (css.length ? `${kb(css.reduce((s, f) => s + f.raw, 0))} / ${kb(css.reduce((s, f) => s + f.gzip, 0))} kB` : '0')).join(' | ')} |${dashes}`);
  lines.push(`| DOM elements (that frame) | ${KINDS.map((k) => String(median(loads[k].map((l) => l.domElements)))).join(' | ')} |${dashes}`);
  console.log(lines.join('\n'));
  if (process.env.FF_BENCH_RAW) console.log(JSON.stringify(loads, (key, value: unknown) => (key === 'scripts' || key === 'styles' ? undefined : value)));
  return figures;
}

export const run: BenchmarkRun = async (page, baseURL) => {
  const bundles = buildPeers();
  const server = await startPeerServer(baseURL, bundles);
  const vs = VS === undefined ? null : await startPeerServer(baseURL, bundles, VS);
  const bases: Bases = { ours: server.url, vs: vs?.url ?? '', tanstack: server.url, 'ag-grid': server.url };
  // Both builds of ours get the very same page (one render of the stand-in), each with its own tags.
  const capture = async (id: number) => {
    const ours = await server.capture(id);
    await vs?.capture(id, ours.html);
    return ours;
  };
  try {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.context().addInitScript(watchFirstFrame);
    const only = process.env.FF_BENCH_LISTS?.split(',');
    let figures: Record<string, number> = {};
    for (const list of LISTS) {
      if (only && !only.includes(String(list.id))) continue;
      figures = { ...figures, ...(await benchList(page, bases, capture, list)) };
    }
    return figures;
  } finally {
    await server.stop();
    await vs?.stop();
  }
};
