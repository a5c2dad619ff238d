// A screen's page in jsdom as the browser gets it: the stand-in renders templates/_layout.html around
// templates/<entry>.html (fixtures/server/pages/render.ts), and the REAL entries (navigation and the
// screen) mount into it from a fresh module registry, their fetch answered by the stand-in's own
// dispatch and fault engine (`backend` of src/test/setup.ts). What the browser alone can show
// (layout, axe, real network) stays in e2e/gates/.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { configure } from '@testing-library/react';
import type * as NavigateModule from '@core/navigate';
import type * as ReactDomClient from 'react-dom/client';
import { screenByEntry, type ScreenEntry } from '@fixtures/catalogue';
import { parseQuery } from '@fixtures/server/core/paths';
import { REPO_ROOT } from '@fixtures/server/node/screens';
import { pageRouter } from '@fixtures/server/pages/pageRoutes';
import { renderScreen } from '@fixtures/server/pages/render';
import { NAVIGATION } from '@e2e/gateExpectations';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { resolveAlias } from '@scripts/lib/aliases.cjs';
import { backend } from '../setup';

/**
 * The renderer reads templates/ and dist/entrypoints.json under a root: a temp root whose templates/
 * is the real folder and whose entrypoints list no files (jsdom loads no bundles; the entries are
 * required below), so jest needs no build.
 */
function pageRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gate-page-'));
  fs.symlinkSync(path.join(REPO_ROOT, 'templates'), path.join(root, 'templates'), 'dir');
  fs.mkdirSync(path.join(root, 'dist'));
  const entries = fs.readdirSync(path.join(REPO_ROOT, 'entries')).filter((f) => f.endsWith('.tsx')).map((f) => f.replace(/\.tsx$/, ''));
  const entrypoints = Object.fromEntries(entries.map((e) => [e, { js: [], css: [] }]));
  fs.writeFileSync(path.join(root, 'dist', 'entrypoints.json'), JSON.stringify({ entrypoints }));
  return root;
}

let root: string | null = null;
const pageOf = pageRouter();

/** The HTML the stand-in serves for this URL (path, query; the hash never reaches a server). */
function servedHtml(url: URL): string {
  root ??= pageRoot();
  const match = pageOf(url.pathname);
  if (!match) throw new Error(`No screen of fixtures/catalogue.ts is served at ${url.pathname}`);
  const page = renderScreen({ root, standIn: backend.standIn, csrfToken: TEST_CSRF_TOKEN }, match.screen, parseQuery(url.searchParams), match.params);
  if (page.status !== 200) throw new Error(`The stand-in rendered ${url.pathname} with status ${page.status}:\n${page.html}`);
  return page.html;
}

export interface LivePage {
  /** Unmounts every root the entries created (effects cleaned up: hash listeners, reactions). */
  close(): Promise<void>;
  /** Where the page sent the browser (pageNavigation.go, after its same-site guard), in order: jsdom cannot go there, so it is recorded. */
  readonly navigations: readonly string[];
  /** Whether leaving the page now would ask first (a beforeunload handler cancels the event, as the browser's question needs). */
  leavingAsks(): boolean;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Libraries, loaded once per test file and shared by every page it opens instead of evaluated again for
 * each (react-dom, react-bootstrap and react-select are most of a page's start in jsdom): every package
 * the app imports by name (src/ and entries/, tests left out). Sharing React also keeps a component a
 * page loads on demand (after its entry ran) on the same React as the page. They keep no state of a page's own; the
 * app's modules (src/, entries/) still load fresh for every page: its stores, notify and http.
 */
const ALWAYS_SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'scheduler', 'mobx', 'mobx-react-lite'];

function importedPackages(): string[] {
  const found = new Set(ALWAYS_SHARED);
  const visit = (dir: string): void => {
    for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(item.name) && !/\.test\.tsx?$/.test(item.name) && !file.includes(`${path.sep}test${path.sep}`)) {
        // Static imports only: what a page loads on demand (exceljs) is not worth loading up front.
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^.'/][^']*)'/g)) {
          // Only JavaScript: a stylesheet is stubbed for jest, and node's own modules are node's.
          // Nor the project's own modules by their alias (`@core/…`): each page has its own, as a page load does.
          if (!match[1].startsWith('node:') && !/\.css$/.test(match[1]) && resolveAlias(match[1]) === null) found.add(match[1]);
        }
      }
    }
  };
  visit(path.join(REPO_ROOT, 'src'));
  visit(path.join(REPO_ROOT, 'entries'));
  return [...found];
}

let shared: Record<string, object> | null = null;
/** The roots of the page being opened: every root its entries create, to unmount them after the test. */
let pageRoots: ReactDomClient.Root[] = [];

function sharedLibraries(): Record<string, object> {
  if (shared) return shared;
  shared = Object.fromEntries(importedPackages().map((name) => [name, jest.requireActual<object>(name)]));
  const client = shared['react-dom/client'] as typeof ReactDomClient;
  const createRoot = client.createRoot;
  Object.assign(client, {
    createRoot: (...args: Parameters<typeof createRoot>) => {
      const created = createRoot(...args);
      pageRoots.push(created);
      return created;
    },
  });
  return shared;
}

/**
 * Opens `url` (path, query, hash) for `entry` as a fresh page load: the served HTML in the document,
 * then the navigation entry (when built) and the screen's entry required in a new module registry, so
 * each page gets its own stores, notify and http module, as a real page load does.
 */
export async function openLivePage(entry: string, url: string): Promise<LivePage> {
  const target = new URL(url, 'http://localhost/');
  window.history.replaceState(null, '', `${target.pathname}${target.search}${target.hash}`);
  const served = new DOMParser().parseFromString(servedHtml(target), 'text/html');
  document.title = served.title;
  document.head.innerHTML = served.head.innerHTML;
  document.body.innerHTML = served.body.innerHTML;

  const roots: ReactDomClient.Root[] = [];
  const navigations: string[] = [];
  jest.isolateModules(() => {
    for (const [name, exports] of Object.entries(sharedLibraries())) jest.doMock(name, () => exports);
    const { pageNavigation } = jest.requireActual<typeof NavigateModule>('@core/navigate');
    pageNavigation.go = (to) => void navigations.push(to);
    pageRoots = roots;
    // The islands the served page has a node for (a guest page has no navigation node).
    const entries = [NAVIGATION, entry].filter((e, i, all) => all.indexOf(e) === i && document.getElementById(e) !== null && fs.existsSync(path.join(REPO_ROOT, 'entries', `${e}.tsx`)));
    for (const e of entries) jest.requireActual(path.join(REPO_ROOT, 'entries', `${e}.tsx`));
  });
  await tick();
  return {
    navigations,
    leavingAsks: () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })),
    async close() {
      for (const r of roots.reverse()) r.unmount();
      await tick();
      document.body.innerHTML = '';
    },
  };
}

/**
 * The page's React runs from its own registry, not the one @testing-library/react's act() belongs
 * to: updates are scheduled as in a browser and the tests wait for what shows (findBy/waitFor), so
 * act() is switched off for these tests (it would warn about every update of the other React).
 */
export function withoutAct(): void {
  const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let before: boolean | undefined;
  beforeAll(() => {
    before = flag.IS_REACT_ACT_ENVIRONMENT;
    configure({ eventWrapper: (cb) => cb() });
  });
  beforeEach(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    flag.IS_REACT_ACT_ENVIRONMENT = before;
    if (root) fs.rmSync(root, { recursive: true, force: true });
    root = null;
  });
}

export function screenOf(entry: string): ScreenEntry {
  const found = screenByEntry(entry);
  if (!found) throw new Error(`${entry} is not in fixtures/catalogue.ts`);
  return found;
}
