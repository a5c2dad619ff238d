// What the jest gates know of a screen: its folder and its files; what it builds is declared in its probe.ts.
// The gates iterate existingScreens() (entries/<entry>.tsx exists), so a screen is held to them the day it lands.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { existingScreens, REPO_ROOT, type ScreenStatus } from '@fixtures/server/node/screens';

export { existingScreens, type ScreenStatus };

/** The folders screens live in (the catalogue's area 'core' screen, navigation, lives in adconfig/). */
const SCREEN_AREAS = ['images', 'sales', 'adconfig'];

/** src/<area>/<entry>, or the one area folder holding <entry>; null when the screen has no folder. */
export function screenFolder(screen: ScreenStatus): string | null {
  const candidates = [screen.area, ...SCREEN_AREAS.filter((a) => a !== screen.area)].map((area) => path.join(REPO_ROOT, 'src', area, screen.entry));
  return candidates.find((dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory()) ?? null;
}

/**
 * Every built screen with its folder, for a gate to iterate; a screen whose folder is missing gets a
 * failing test here instead (call at the top level of a test file).
 */
export function screenFolders(): Array<{ screen: ScreenStatus; folder: string }> {
  const out: Array<{ screen: ScreenStatus; folder: string }> = [];
  for (const screen of existingScreens()) {
    const folder = screenFolder(screen);
    if (folder !== null) out.push({ screen, folder });
    else {
      it(`${screen.entry}: has its folder src/${screen.area}/${screen.entry}`, () => {
        throw new Error(`No folder src/<area>/${screen.entry} for the entry entries/${screen.entry}.tsx`);
      });
    }
  }
  return out;
}

export function relative(file: string): string {
  return path.relative(REPO_ROOT, file);
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    return item.isDirectory() ? walk(full) : [full];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const isTs = (file: string) => /\.tsx?$/.test(file);

/** The screen's TypeScript files that are not tests, in every subfolder. */
export function sourceFiles(folder: string): string[] {
  return walk(folder).filter((f) => isTs(f) && !isTest(f));
}

export function testFiles(folder: string): string[] {
  return walk(folder).filter(isTest);
}

/** How many times `pattern` (a global regex) occurs in each file; files without it are left out. */
export function occurrences(files: string[], pattern: RegExp): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of files) {
    const count = fs.readFileSync(file, 'utf8').match(pattern)?.length ?? 0;
    if (count) found.set(file, count);
  }
  return found;
}

export function total(found: Map<string, number>): number {
  return [...found.values()].reduce((a, b) => a + b, 0);
}

/** The short string literals of these files: oneOf values, allowed sort fields… a dictionary for the fuzz. */
export function stringLiterals(files: string[], limit = 400): string[] {
  const found = new Set<string>();
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'([^'\\\n]{0,64})'|"([^"\\\n]{0,64})"/g)) {
      found.add(match[1] ?? match[2]);
      if (found.size >= limit) return [...found];
    }
  }
  return [...found];
}
