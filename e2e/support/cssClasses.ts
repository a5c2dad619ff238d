// The CSS cut's gate (issue 45): the build keeps only the Bootstrap rules whose classes occur in our code, the
// page templates and react-bootstrap (scripts/webpack/purge-bootstrap.js). A class composed at run time that the
// cut missed would leave an element unstyled without any error. So every class any element of the page carries
// during a test (its first markup, and each one added as the operator opens modals, menus and pickers) is noted,
// and one that Bootstrap styles but no built stylesheet has fails the test.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');

/** The class names a stylesheet's selectors name (declarations dropped: their URLs and numbers are no selectors). */
function classesOf(css: string): Set<string> {
  let selectors = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (let previous = ''; previous !== selectors; ) {
    previous = selectors;
    selectors = selectors.replace(/\{[^{}]*\}/g, ',');
  }
  return new Set(Array.from(selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]));
}

let known: { bootstrap: Set<string>; built: Set<string> } | null = null;
function knownClasses() {
  if (!known) {
    const dist = join(ROOT, 'dist');
    const built = new Set<string>();
    for (const file of readdirSync(dist).filter((f) => f.endsWith('.css'))) for (const c of classesOf(readFileSync(join(dist, file), 'utf8'))) built.add(c);
    known = { bootstrap: classesOf(readFileSync(join(ROOT, 'node_modules', 'bootstrap', 'dist', 'css', 'bootstrap.css'), 'utf8')), built };
  }
  return known;
}

/**
 * Classes Bootstrap names but that are not its to style: `bi` is the host page's icon font (Bootstrap Icons' own
 * stylesheet, for the navigation's icons); Bootstrap's CSS names it only inside `.icon-link`, which no island uses.
 */
const NOT_BOOTSTRAPS = new Set(['bi']);

export interface ClassWatch {
  /** Bootstrap classes the page used that the built CSS has no rule for, sorted. */
  unstyled(): string[];
}

declare global {
  interface Window {
    __noteClasses?: (classes: string[]) => Promise<void>;
  }
}

export async function watchClasses(page: Page): Promise<ClassWatch> {
  const seen = new Set<string>();
  await page.exposeFunction('__noteClasses', (classes: string[]) => {
    for (const c of classes) seen.add(c);
  });
  await page.addInitScript(() => {
    const noted = new Set<string>();
    const fresh: string[] = [];
    const note = (element: Element) => {
      for (const c of Array.from(element.classList)) {
        if (!noted.has(c)) {
          noted.add(c);
          fresh.push(c);
        }
      }
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          note(node);
          for (const inner of Array.from(node.querySelectorAll('[class]'))) note(inner);
        }
      }
      if (fresh.length) void window.__noteClasses?.(fresh.splice(0));
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return {
    unstyled() {
      const { bootstrap, built } = knownClasses();
      return [...seen].filter((c) => bootstrap.has(c) && !built.has(c) && !NOT_BOOTSTRAPS.has(c)).sort();
    },
  };
}
