// The big-answer gate (issue 32.5): every built screen's real page, every list its load calls answer
// blown up to 100 000 items, as a lying or huge backend would send it. The screen must come up within
// a time bound and show a page (its page size) or a window of rows, never the whole list: a table of
// every row, or a select of every option, freezes the tab in a browser.
// The rows are made once per answer shape by shallow copies of the answer's first item with new ids,
// and handed to the client's json() as an object (no JSON text of 100 000 items to write and parse again).
import { NAVIGATION } from '@e2e/gateExpectations';
import { probes } from '@e2e/probes';
import { existingScreens } from '@fixtures/server/node/screens';
import { standInAnswer, type StandInFetch } from '@fixtures/server/testing/backend';
import { backend } from '../setup';
import { openLivePage, withoutAct, type LivePage } from './livePage';
import { expectIslandsAlive, expectNotLoading } from './pageChecks';

export const BIG = Number(process.env.BIG_ANSWER_ITEMS) || 100_000;
/** Rows in the DOM a screen may show: a page (50, or 100 on the bigger ones) or a window, never the list. */
export const MAX_ROWS = 250;
/** Elements on the whole page: a page of rows with their cells and controls, far below one per item. */
export const MAX_ELEMENTS = 20_000;
/**
 * From the page load to the screen settled, in jsdom (several times slower than a browser), on a busy
 * 2-core machine: the screens that froze took 5 to 159 s in Chromium and minutes here; the screens gated
 * below took 0.3–11 s with the machine's other work (jest workers, builds) running.
 */
export const MAX_MS = 20_000;

/** The navigation's notices: each would be a toast; a list of its own, not a screen's. */
const NOTICES = /\/ajax\/notices\/get\/?$/;
const ID_KEY = /^id$|_id$|Id$/;

type Item = Record<string, unknown>;
type Entry = Item | unknown[];
const isEntry = (v: unknown): v is Entry => typeof v === 'object' && v !== null;
interface FoundList {
  holder: Record<string | number, unknown>;
  key: string | number;
  list: Entry[];
}

/** The longest list of records (objects, or rows of cells) in the answer, with where it sits; a few levels down. */
function findList(node: unknown, depth = 0): FoundList | null {
  if (depth > 3 || typeof node !== 'object' || node === null) return null;
  let best: FoundList | null = null;
  const better = (found: FoundList | null) => {
    if (found && (!best || found.list.length > best.list.length)) best = found;
  };
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value) && value.length > 0 && value.every(isEntry)) better({ holder: node as Record<string, unknown>, key: Array.isArray(node) ? Number(key) : key, list: value });
    better(findList(value, depth + 1));
  }
  return best;
}

/** BIG entries after the shape of `first`: every id-like field (id, *_id) of a record made unique. */
function blownUp(first: Entry): Entry[] {
  if (Array.isArray(first)) return Array.from({ length: BIG }, (_, i) => first.map((cell, c) => (c === 0 && typeof cell === 'number' ? 1_000_000 + i : cell)));
  const ids = Object.entries(first).filter(([key, value]) => ID_KEY.test(key) && (typeof value === 'number' || typeof value === 'string'));
  return Array.from({ length: BIG }, (_, i) => {
    const item: Item = { ...first };
    for (const [key, value] of ids) item[key] = typeof value === 'number' ? 1_000_000 + i : `${value}-${i}`;
    return item;
  });
}

/** The stand-in's answers, each GET list among them blown up to BIG items. */
export function bigAnswers(real: StandInFetch): StandInFetch {
  return async (input, init) => {
    const response = await real(input, init);
    if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || response.status === 0 || NOTICES.test(new URL(response.url).pathname)) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return standInAnswer(response.url, response.status, () => text);
    }
    const found = findList(body);
    if (!found) return standInAnswer(response.url, response.status, () => text);
    found.holder[found.key] = blownUp(found.list[0]);
    return standInAnswer(response.url, response.status, () => JSON.stringify(body), {}, body);
  };
}

export interface BigAnswerResult {
  ms: number;
  rows: number;
  elements: number;
}

/** Opens the screen's page with every list answer blown up; how long it took to settle and what it shows. */
export async function openWithBigAnswers(entry: string, url: string): Promise<{ page: LivePage; result: BigAnswerResult }> {
  backend.fetch = bigAnswers(backend.fetch);
  const started = performance.now();
  const page = await openLivePage(entry, url);
  await expectIslandsAlive(entry);
  await expectNotLoading();
  const ms = Math.round(performance.now() - started);
  return { page, result: { ms, rows: document.querySelectorAll('tr').length, elements: document.body.getElementsByTagName('*').length } };
}

/**
 * Screens that still show every item of a 100 000-item answer (measured with 3 000: what they render
 * instead of a page or a window), owed to a follow-up of issue 32; each leaves this list when it passes.
 */
export const STILL_FREEZING: Readonly<Record<string, string>> = {};

/** Registers the gate for every `of`-th built screen with a probe (from `shard`, 1-based), except those STILL_FREEZING. */
export function registerBigAnswerGate(shard: number, of: number): void {
  withoutAct();
  let page: LivePage | null = null;
  afterEach(async () => {
    await page?.close();
    page = null;
  });
  const screens = existingScreens().filter((s) => s.entry !== NAVIGATION && probes[s.entry] && !(s.entry in STILL_FREEZING));
  screens.filter((_, index) => index % of === shard - 1).forEach((status) => {
    it(`${status.entry}: a 100 000-item answer shows a page or a window of rows, within ${MAX_MS} ms`, async () => {
      const opened = await openWithBigAnswers(status.entry, probes[status.entry].page ?? status.sample);
      page = opened.page;
      const { ms, rows, elements } = opened.result;
      expect({ entry: status.entry, ms: ms <= MAX_MS ? 'in time' : ms, rows: rows <= MAX_ROWS ? 'few' : rows, elements: elements <= MAX_ELEMENTS ? 'few' : elements }).toEqual({
        entry: status.entry,
        ms: 'in time',
        rows: 'few',
        elements: 'few',
      });
    }, 60_000);
  });
}
