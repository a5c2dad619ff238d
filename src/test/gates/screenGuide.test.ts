// docs/screen-guide.md names only what exists: every backticked repository path (a file, a folder, or a module
// written without its extension) is there, and each kind's recipe copies the reference `npm run new-screen` copies.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '@fixtures/server/node/screens';
import { KIND_REFERENCES } from '@scripts/newScreen/scaffold';

const GUIDE = 'docs/screen-guide.md';
const guide = fs.readFileSync(path.join(REPO_ROOT, GUIDE), 'utf8');
const TOP = ['src', 'e2e', 'fixtures', 'scripts', 'docs', 'entries', 'templates'];

/** The backticked strings that are repository paths: they start at a top folder, and hold no placeholder. */
function repoPaths(markdown: string): string[] {
  const found = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
  const paths = found.filter((text) => new RegExp(`^(${TOP.join('|')})/[\\w./-]*$`).test(text));
  return [...new Set(paths)];
}

const exists = (p: string) => ['', '.ts', '.tsx', '.mjs', '.js'].some((ext) => fs.existsSync(path.join(REPO_ROOT, p.replace(/\/$/, '') + ext)));

describe(GUIDE, () => {
  it('names only repository paths that exist', () => {
    const paths = repoPaths(guide);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });

  it("names each kind's reference screen once, the one `npm run new-screen` copies", () => {
    const copies = [...guide.matchAll(/^## Recipe: .*\(copy `src\/\w+\/([\w-]+)\/`/gm)].map((m) => m[1]);
    expect(copies.sort()).toEqual(Object.values(KIND_REFERENCES).sort());
  });
});
