// The sites list form with 10 000 sites (stand-in list 9999): how soon the first rows show, and how
// fast the table follows the filter. Requirement: first rows within 200 ms, a keystroke within 50 ms.
import type { Page } from 'playwright-core';
import type { BenchmarkName, BenchmarkRun } from './benchmark';
import { median } from './benchmark';

export const name: BenchmarkName = 'sites-list-form, 10 000 sites';

const PAGE = '/preferences/sites-lists/edit/?id=9999';
const LIST_CALL = '/api/hb/sites-lists/9999';
const LOADS = 5;

interface Marks {
  firstRow?: number;
  listResponseEnd?: number;
}

declare global {
  interface Window {
    __slfMarks?: Marks;
    __slfKeys?: number[];
  }
}

/** At document start: note the frame after the first windowed row appears (ms since navigation start). */
function watchFirstRow(): void {
  const marks: Marks = {};
  window.__slfMarks = marks;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('#sites-list-form tbody tr[data-index]')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.firstRow = performance.now();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

async function loadOnce(page: Page, url: string): Promise<Required<Marks>> {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__slfMarks?.firstRow !== undefined, undefined, { timeout: 30_000 });
  return page.evaluate((call) => {
    const entry = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === call) as PerformanceResourceTiming | undefined;
    return { firstRow: window.__slfMarks!.firstRow!, listResponseEnd: entry?.responseEnd ?? Number.NaN };
  }, LIST_CALL);
}

/** From each keystroke's keydown to the frame after the table changed, per key (ms). */
async function typeAndMeasure(page: Page, keys: string[]): Promise<number[]> {
  await page.evaluate(() => {
    window.__slfKeys = [];
    const input = document.querySelector<HTMLInputElement>('#sites-list-form input[type="search"]')!;
    const card = input.closest('section')!;
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.ctrlKey || event.metaKey || (event.key.length !== 1 && event.key !== 'Backspace')) return;
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => window.__slfKeys!.push(performance.now() - start));
        });
        observer.observe(card, { childList: true, subtree: true, characterData: true });
      },
      true,
    );
  });
  const input = page.locator('#sites-list-form input[type="search"]');
  await input.focus();
  for (const [index, key] of keys.entries()) {
    await page.keyboard.press(key);
    await page.waitForFunction((n) => (window.__slfKeys?.length ?? 0) > n, index);
  }
  return page.evaluate(() => window.__slfKeys!);
}

export const run: BenchmarkRun = async (page, baseURL) => {
  await page.context().addInitScript(watchFirstRow);
  const url = `${baseURL}${PAGE}`;
  // Warm-up: the stand-in generates list 9999 on first access, the browser caches the bundles.
  await page.goto(url);
  await page.waitForFunction(() => window.__slfMarks?.firstRow !== undefined, undefined, { timeout: 30_000 });

  const loads: Array<Required<Marks>> = [];
  for (let i = 0; i < LOADS; i += 1) loads.push(await loadOnce(page, url));
  const rowCount = await page.locator('#sites-list-form tbody tr[data-index]').count();
  if (rowCount > 100) throw new Error(`the table is not windowed: ${rowCount} rows in the DOM`);

  const narrowing = await typeAndMeasure(page, ['1', '2', '3', '4']);
  const widening = await typeAndMeasure(page, ['Backspace', 'Backspace', 'Backspace', 'Backspace']);
  const all = [...narrowing, ...widening];

  return {
    'first rows visible, from navigation start (median of 5)': median(loads.map((l) => l.firstRow)),
    'GET list answered, from navigation start (median of 5)': median(loads.map((l) => l.listResponseEnd)),
    'first rows after the GET answer (median of 5)': median(loads.map((l) => l.firstRow - l.listResponseEnd)),
    'filter keystroke → table updated (median of 8)': median(all),
    'filter keystroke → table updated (max of 8)': Math.max(...all),
    'last Backspace → all 10 000 rows back': widening[widening.length - 1],
  };
};
