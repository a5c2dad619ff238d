// `npm run new-screen -- <entry> --kind <kind>`: a new screen written from its kind's reference screen
// (docs/screen-guide.md names one per kind: KIND_REFERENCES below), renamed. The entry must be in
// fixtures/catalogue.ts (its area and routes come from there). Every file copied carries a TODO line, and
// a test in the new folder fails while any is left: the copy compiles and lints, and stays red until the
// screen is its own.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { screenByEntry, type ScreenEntry } from '../../fixtures/catalogue';

/** The kinds of docs/screen-guide.md and the reference screen each one is copied from. */
export const KIND_REFERENCES = {
  list: 'deleted-sites',
  crud: 'payout-schemes',
  'record-form': 'format-template-form',
  grid: 'campaign-external-kpi',
  report: 'post-click-kpi',
  'image-grid': 'images-moderation',
  tree: 'tag-categories',
  sortable: 'banner-type-fields',
  'option-editor': 'option-frequency',
} as const;
export type Kind = keyof typeof KIND_REFERENCES;

export const isKind = (value: string): value is Kind => Object.hasOwn(KIND_REFERENCES, value);

/** The line each copied file starts with; the new folder's scaffold test fails while one is left. */
export const TODO_MARK = 'TODO(new-screen)';

export interface WrittenFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  content: string;
}

const words = (entry: string) => entry.split('-');
const pascal = (entry: string) => words(entry).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = (entry: string) => pascal(entry)[0].toLowerCase() + pascal(entry).slice(1);
const upper = (entry: string) => words(entry).join('_').toUpperCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/a/b/create', '/a/b/{id}/edit' → '/a/b': the path every route of the screen starts with, up to a parameter. */
export function routeBase(screen: ScreenEntry): string {
  const split = screen.routes.map((r) => r.split('/').filter(Boolean));
  const common: string[] = [];
  for (let i = 0; split.length && split.every((s) => s[i] !== undefined && s[i] === split[0][i] && !s[i].includes('{')); i++) common.push(split[0][i]);
  return `/${common.join('/')}`;
}

/**
 * Renames the reference in a text: the entry in its four spellings (kebab in strings and paths, PascalCase,
 * camelCase, UPPER_SNAKE), its route base, and, when both share their first word (option-…), the rest of
 * the name (`'frequency'`, `frequencyRules` → `'device-type'`, `deviceTypeRules`).
 */
export function renamer(reference: ScreenEntry, screen: ScreenEntry): (text: string) => string {
  const to = new Map<string, string>();
  const from = reference.entry;
  const into = screen.entry;
  const refBase = routeBase(reference);
  const newBase = routeBase(screen);
  if (refBase.length > 1 && newBase.length > 1) to.set(refBase, newBase);
  const pairs: Array<[string, string]> = [[from, into]];
  const [refFirst, ...refRest] = words(from);
  const [newFirst, ...newRest] = words(into);
  if (refFirst === newFirst && refRest.length && newRest.length) pairs.push([refRest.join('-'), newRest.join('-')]);
  for (const [a, b] of pairs) {
    to.set(pascal(a), pascal(b));
    to.set(upper(a), upper(b));
    to.set(a, b); // kebab; a one-word stem's camel spelling is the same word (handled in the replacer)
    if (camel(a) !== a) to.set(camel(a), camel(b));
  }
  const kebabStems = new Map(pairs.map(([a, b]) => [a, b]));
  const pattern = new RegExp([...to.keys()].sort((a, b) => b.length - a.length).map(escape).join('|'), 'g');
  // The folder's path in imports from outside it (the entry file's `@<area>/<screen>/…`): the new screen's area, not the reference's.
  const folderPath = (text: string) => (reference.area === screen.area ? text : text.split(`@${reference.area}/${into}/`).join(`@${screen.area}/${into}/`));
  return (text) =>
    folderPath(
      text.replace(pattern, (match, offset: number, whole: string) => {
        const replacement = to.get(match) ?? match;
        // A one-word stem is also an identifier's start (frequencyRules): there it takes the camel spelling.
        const next = whole[offset + match.length] ?? '';
        if (kebabStems.has(match) && !match.includes('-') && /[A-Z0-9_]/.test(next)) return camel(kebabStems.get(match) ?? match);
        return replacement;
      }),
    );
}

const posix = (p: string) => p.split(path.sep).join('/');

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    return item.isDirectory() ? walk(full) : [full];
  });
}

const AREAS = ['images', 'sales', 'adconfig'];

function folderOf(screen: ScreenEntry, root: string): string | null {
  return [screen.area, ...AREAS].map((area) => path.join(root, 'src', area, screen.entry)).find((dir) => fs.existsSync(dir)) ?? null;
}

/** The reference's files (repository-relative) that make a screen, each with the path its copy goes to. */
function referenceFiles(reference: ScreenEntry, screen: ScreenEntry, root: string, rename: (text: string) => string): Array<{ from: string; to: string }> {
  const folder = folderOf(reference, root);
  if (!folder) throw new Error(`the reference ${reference.entry} has no folder`);
  const newFolder = path.join(root, 'src', screen.area, screen.entry);
  const singles = [
    `entries/${reference.entry}.tsx`,
    `templates/${reference.entry}.html`,
    `fixtures/server/routes/${reference.entry}.ts`,
    `e2e/screens/${reference.entry}.spec.ts`,
    ...fs
      .readdirSync(path.join(root, 'fixtures/data'))
      .filter((f) => f === `${reference.entry}.json` || f.startsWith(`${reference.entry}-`))
      .map((f) => `fixtures/data/${f}`),
  ].filter((f) => fs.existsSync(path.join(root, f)));
  return [
    ...singles.map((f) => ({ from: f, to: rename(f) })),
    ...walk(folder).map((f) => ({ from: posix(path.relative(root, f)), to: posix(path.relative(root, path.join(newFolder, rename(path.relative(folder, f))))) })),
  ];
}

function marked(file: string, content: string, reference: string, entry: string, extra = ''): string {
  const note = `${TODO_MARK}: copied from ${reference} by \`npm run new-screen\`; make it ${entry}'s own, then delete this line.${extra}`;
  if (file.endsWith('.json')) return content;
  if (file.endsWith('.html') || file.endsWith('.md')) return `<!-- ${note} -->\n${content}`;
  return `// ${note}\n${content}`;
}

/** The test that keeps a scaffolded screen red until each copied file is its own. */
function scaffoldTest(screen: ScreenEntry, reference: string, files: string[]): WrittenFile {
  const listed = files.map((f) => `  '${f}',`).join('\n');
  return {
    path: `src/${screen.area}/${screen.entry}/${pascal(screen.entry)}.scaffold.test.ts`,
    content: `// Written by \`npm run new-screen\`: ${screen.entry} starts as a copy of ${reference}, each copied file marked with a
// TODO line. This test fails while one is left; delete it when none is.
import * as fs from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const MARK = ['TODO', '(new-screen)'].join('');
const COPIED = [
${listed}
];

it('${screen.entry} is built: no file copied from ${reference} is left as copied', () => {
  const left = COPIED.filter((file) => fs.existsSync(path.join(ROOT, file)) && fs.readFileSync(path.join(ROOT, file), 'utf8').includes(MARK));
  expect(left).toEqual([]);
});
`,
  };
}

/**
 * What `npm run new-screen -- <entry> --kind <kind>` writes; nothing is written here (see writeScaffold).
 * `entry` is a catalogue entry's name, or the entry itself (the tests' screen that will never be built).
 */
export function scaffold(entryOrScreen: string | ScreenEntry, kind: Kind, root: string): WrittenFile[] {
  const entry = typeof entryOrScreen === 'string' ? entryOrScreen : entryOrScreen.entry;
  const screen = typeof entryOrScreen === 'string' ? screenByEntry(entry) : entryOrScreen;
  if (!screen) throw new Error(`${entry} is not in fixtures/catalogue.ts: add it there first (its area, routes, title, spec)`);
  if (screen.routes.length === 0) throw new Error(`${entry} has no route to serve it at`);
  const reference = screenByEntry(KIND_REFERENCES[kind]);
  if (!reference) throw new Error(`the reference of ${kind}, ${KIND_REFERENCES[kind]}, is not in the catalogue`);
  if (fs.existsSync(path.join(root, 'entries', `${entry}.tsx`)) || folderOf(screen, root)) throw new Error(`${entry} exists already`);
  const rename = renamer(reference, screen);
  const files = referenceFiles(reference, screen, root, rename).map(({ from, to }) => {
    const content = fs.readFileSync(path.join(root, from), 'utf8');
    if (screen.area !== reference.area && content.includes(`from '@${reference.area}/shared/`)) {
      throw new Error(`${from} imports its area's shared folder (src/${reference.area}/shared): a screen of src/${screen.area} cannot be copied from ${reference.entry}`);
    }
    const renamed = rename(content);
    // A stand-in route whose API is not under the page's path keeps the reference's prefix: say so where it is.
    const prefix = /route\('([^']*)'/.exec(renamed)?.[1];
    const note = to.startsWith('fixtures/server/routes/') && prefix !== undefined && content.includes(`route('${prefix}'`) ? ` Its API prefix '${prefix}' is still ${reference.entry}'s.` : '';
    return { path: to, content: marked(to, renamed, reference.entry, entry, note) };
  });
  const clash = files.find((f) => fs.existsSync(path.join(root, f.path)));
  if (clash) throw new Error(`${clash.path} exists already`);
  return [...files, scaffoldTest(screen, reference.entry, files.filter((f) => f.content.includes(TODO_MARK)).map((f) => f.path))];
}

export function writeScaffold(files: WrittenFile[], root: string): void {
  for (const file of files) {
    const full = path.join(root, file.path);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, file.content);
  }
}
