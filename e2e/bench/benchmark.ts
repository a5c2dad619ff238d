// What a benchmark module (e2e/bench/<name>.bench.ts) exports; `npm run bench` runs every one.
import type { Page } from 'playwright-core';

/** A short name for the table. */
export type BenchmarkName = string;

/**
 * Drives a fresh page against the running stand-in server (baseURL, no trailing slash) and returns
 * its figures in milliseconds, e.g. { 'first rows': 120, 'page 2': 35 }.
 */
export type BenchmarkRun = (page: Page, baseURL: string) => Promise<Record<string, number>>;

/** The middle value (the mean of the two middle ones for an even count): what a benchmark reports of its runs. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Polls the page with plain evaluations until `ready` holds. Not page.waitForFunction: Playwright's polling
 * first evaluates its injected script in the new page (~9 ms), in the middle of the boot being measured.
 */
export async function waitInPage(page: Page, ready: (arg: number) => boolean, arg = 0, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(ready, arg))) {
    if (Date.now() > deadline) throw new Error(`the page was not ready within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The sites list form once every site is in its table: its status line counts them all ('Сайтов в списке: 100 000'). */
export function waitSitesListComplete(page: Page, size: number): Promise<void> {
  return waitInPage(
    page,
    (size) => {
      const text = document.querySelector('#sites-list-form p[role="status"]')?.textContent ?? '';
      return text.startsWith('Сайтов в списке:') && Number(text.replace(/\D/g, '')) === size;
    },
    size,
  );
}
