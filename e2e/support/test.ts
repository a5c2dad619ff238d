// The `test` every browser test imports (instead of @playwright/test's):
// - `page` fails the test on any console error or uncaught page error, unless allowed for that test
//   with `allowConsoleErrors(/pattern/)`, and on any API call sent without the ajax and CSRF headers;
// - `axe.check()` fails on any accessibility violation of impact serious or critical;
// - `standIn` scopes faults and hostile data to this test's page (see ./standIn.ts).
import * as fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { watchAjaxHeaders } from './ajaxHeaders';
import { watchApiCalls, type ApiCallWatch } from './apiCalls';
import { watchClasses } from './cssClasses';
import { E2E_NOW } from './clock';
import { sessionId, standInSession, type StandInControl } from './standIn';

export type { StandInControl, SessionFault } from './standIn';
export type { ApiCallWatch } from './apiCalls';

export interface AxeCheckOptions {
  /** Limit the check to this selector (default: the whole page, template included). */
  include?: string;
  exclude?: string[];
}

export interface Axe {
  check(options?: AxeCheckOptions): Promise<void>;
}

/** What the page logged, and what this test allows it to log. */
interface ConsoleGuard {
  problems: string[];
  allowed: RegExp[];
}

interface Options {
  /**
   * Whether the page shows the navigation's notices (toasts at start). Off by default: they sit over
   * the top-right corner, where the add buttons are, for their 5 s, and every click there would wait
   * them out. The page gate and the navigation flow turn them on (`test.use({ notices: true })`).
   */
  notices: boolean;
}

/** The notices call answered with none (a 'respond' fault of this test's session). */
const NO_NOTICES = { method: 'GET', path: '/ajax/notices/get', kind: 'respond', body: { success: true, data: [] } } as const;

interface Fixtures {
  consoleGuard: ConsoleGuard;
  /** Allow console errors matching these patterns for this test (e.g. a 500 the test provokes). */
  allowConsoleErrors: (...patterns: RegExp[]) => void;
  axe: Axe;
  /** Faults and hostile data for this test's page only. */
  standIn: StandInControl;
  /** The page's API calls: `settled()` once none is in flight (see ./apiCalls.ts). */
  apiCalls: ApiCallWatch;
}

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export function formatViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    • ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`);
      return `[${v.impact}] ${v.id}: ${v.help}\n  ${v.helpUrl}\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Rows past the tenth of a table (and cards past the tenth of an image grid) repeat the same cells
 * with other data: axe's cost grows with them (3–5 s for 50 rows, 1.5 s for a few) while they tell it
 * nothing the first ten do not.
 */
const REPEATED_ROWS = ['tbody tr:nth-child(n+11)', '.image-grid-card:nth-child(n+11)'];

/** axe-core's browser build, read once per worker. */
let axeSource: string | null = null;

/**
 * Puts axe on the page once per document (a navigation drops it) instead of once per check, as
 * @axe-core/playwright's builder does: half a second a check on a 2-core machine. Our pages have no
 * frames, the one thing the builder adds.
 */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
}

/** What these checks ask of the axe put on the page (selectors only: they cross into the page as JSON). */
interface AxeContext {
  include?: string[][];
  exclude: string[][];
}
type PageWithAxe = Window & { axe?: { run(context: AxeContext, options: { resultTypes: string[] }): Promise<{ violations: Result[] }> } };

/**
 * axe reads colours as they are painted: a table dimmed while it reloads (`aria-busy`, `.is-reloading`
 * fading back) or a fade still running reads as low contrast. Wait until the scope is at rest.
 */
async function untilAtRest(page: Page, scope: string): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const roots = [...document.querySelectorAll(selector)];
      const busy = roots.some((root) => root.matches('[aria-busy="true"], .is-reloading') || root.querySelector('[aria-busy="true"], .is-reloading') !== null);
      // A spinner turns forever: only the animations that end are waited for.
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      return !busy && !moving;
    },
    scope,
    { timeout: 10_000 },
  ).catch(() => undefined); // still busy after 10 s: axe judges what is there (a stuck load is its own failure elsewhere)
}

async function checkAccessibility(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  await untilAtRest(page, options.include ?? 'body');
  await ensureAxe(page);
  const context: AxeContext = {
    ...(options.include ? { include: [[options.include]] } : {}),
    exclude: [...REPEATED_ROWS, ...(options.exclude ?? [])].map((selector) => [selector]),
  };
  const violations = await page.evaluate(async (ctx) => {
    const axe = (window as PageWithAxe).axe;
    if (!axe) throw new Error('axe is not on the page');
    // Only violations are read: skipping the details of passing nodes makes axe several times faster.
    return (await axe.run(ctx, { resultTypes: ['violations'] })).violations;
  }, context);
  const blocking = violations.filter((v) => BLOCKING_IMPACTS.has(v.impact ?? ''));
  const summary = blocking.map((v) => `[${v.impact}] ${v.id} (${v.nodes.length} element(s))`);
  expect(summary, `axe found serious or critical violations on ${page.url()}:\n\n${formatViolations(blocking)}\n`).toEqual([]);
}

export const test = base.extend<Fixtures & Options>({
  notices: [false, { option: true }],

  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  consoleGuard: async ({}, use) => {
    await use({ problems: [], allowed: [] });
  },

  allowConsoleErrors: async ({ consoleGuard }, use) => {
    await use((...patterns) => {
      consoleGuard.allowed.push(...patterns);
    });
  },

  page: async ({ page, consoleGuard, baseURL }, use) => {
    // The stand-in's today in the page too (./clock.ts): the clock starts there and runs on.
    await page.clock.install({ time: E2E_NOW });
    const ajaxHeaders = watchAjaxHeaders(page, new URL(baseURL ?? 'http://localhost').origin);
    const classes = await watchClasses(page);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      consoleGuard.problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    page.on('pageerror', (error) => consoleGuard.problems.push(`uncaught error: ${error.message}`));
    await use(page);
    const unexpected = consoleGuard.problems.filter((p) => !consoleGuard.allowed.some((pattern) => pattern.test(p)));
    expect(unexpected, 'the page logged errors').toEqual([]);
    const [firstBadCall] = await ajaxHeaders.problems();
    expect(firstBadCall, 'every API call carries X-Requested-With: XMLHttpRequest and the page\'s X-CSRF-Token').toBeUndefined();
    expect(classes.unstyled(), 'Bootstrap classes the page used that the built CSS has no rule for (a class composed at run time: scripts/webpack/purge-bootstrap.js)').toEqual([]);
  },

  // Auto: every test's page has its own session, so that `notices` holds for the flows too.
  standIn: [async ({ page, notices }, use, testInfo) => {
    const { control, cleanup } = await standInSession(page, sessionId(testInfo));
    if (!notices) await control.fault(NO_NOTICES);
    await use(control);
    await cleanup();
  }, { auto: true }],

  apiCalls: async ({ page }, use) => {
    await use(watchApiCalls(page));
  },

  axe: async ({ page }, use) => {
    await use({ check: (options) => checkAccessibility(page, options) });
  },
});

export { expect };
