// README.md's screen table, written from what each screen already declares: its entry and routes
// (fixtures/catalogue.ts), its props (src/<area>/<entry>/props.ts, the schema itself: ./propsColumn.ts)
// and, in its own folder, what a schema cannot say (readme.md: the calls, the hash, the choices made,
// then a `Spec:` line). `npm run readme` writes it; src/test/gates/readme.test.ts fails when it is stale.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isChosen, type CallNote, type Calls } from '../../src/core/calls';
import type { PropsSchema } from '../../src/core/props';
import { existingScreens, REPO_ROOT, type ScreenStatus } from '../../fixtures/server/node/screens';
import { propsColumn } from './propsColumn';

export const TABLE_START = "<!-- The screens: `npm run readme` writes this table from fixtures/catalogue.ts and each screen's props.ts and readme.md. -->";
export const TABLE_END = '<!-- End of the screens. -->';
export const SCREEN_DOC = 'readme.md';
const AREAS = ['images', 'sales', 'adconfig'];

/** src/<area>/<entry> (navigation, of the catalogue's area 'core', lives in adconfig/). */
export function screenFolder(screen: ScreenStatus, root = REPO_ROOT): string {
  const found = [screen.area, ...AREAS].map((area) => path.join(root, 'src', area, screen.entry)).find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`${screen.entry}: no folder src/<area>/${screen.entry}`);
  return found;
}

function isSchema(value: unknown): value is PropsSchema<unknown> {
  const v = value as Partial<PropsSchema<unknown>> | null;
  return typeof v === 'object' && v !== null && Array.isArray(v.keys) && typeof v.parse === 'function';
}

/** The one props schema props.ts exports. */
function schemaOf(folder: string): PropsSchema<unknown> {
  const file = path.join(folder, 'props.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path, as the stand-in loads its route files
  const schemas = Object.values(require(file) as Record<string, unknown>).filter(isSchema);
  if (schemas.length !== 1) throw new Error(`${path.relative(REPO_ROOT, file)} must export one propsSchema(...), found ${schemas.length}`);
  return schemas[0];
}

const isNote = (value: unknown): value is CallNote => typeof value === 'object' && value !== null && (typeof (value as { spec?: unknown }).spec === 'string' || (value as { chosen?: unknown }).chosen === true);

/** The files a screen declares its calls in (src/core/calls.ts): api.ts, or calls.ts when a shared piece makes them. */
export const CALLS_FILES = ['api.ts', 'calls.ts'];

/** The screen's `calls` (src/core/calls.ts), from the first of CALLS_FILES its folder has that exports them; null when none does. */
export function callsOf(folder: string): Calls | null {
  for (const name of CALLS_FILES) {
    const file = path.join(folder, name);
    if (!fs.existsSync(file)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by path, as the stand-in loads its route files
    const declared = (require(file) as { calls?: unknown }).calls;
    if (typeof declared !== 'object' || declared === null) continue;
    const bad = Object.entries(declared).filter(([, note]) => !isNote(note)).map(([name]) => name);
    if (bad.length) throw new Error(`${path.relative(REPO_ROOT, file)}: calls ${bad.join(', ')} are neither spec('…') nor chosen('…')`);
    return declared as Calls;
  }
  return null;
}

/** The README's cell of what the screen chose beyond the spec, each with what it does without it. */
export function chosenColumn(calls: Calls | null): string {
  if (calls === null) return `not declared: \`export const calls\` in ${CALLS_FILES.join(' or ')}`;
  const chosen = Object.entries(calls).filter(([, note]) => isChosen(note));
  if (chosen.length === 0) return 'none: only what the spec names';
  return chosen.map(([name, note]) => `\`${name}\`: ${isChosen(note) ? note.without : ''}`).join('; ');
}

/** readme.md of the folder: its prose as one line, and its `Spec:` line. */
export function screenDoc(folder: string): { prose: string; spec: string } {
  const file = path.join(folder, SCREEN_DOC);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(REPO_ROOT, file)} is missing: the screen's calls, hash and choices, then a "Spec: …" line`);
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/<!--[\s\S]*?-->/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const specLine = lines.findIndex((line) => line.startsWith('Spec:'));
  if (specLine === -1) throw new Error(`${path.relative(REPO_ROOT, file)} has no "Spec: …" line`);
  return { prose: lines.filter((_, i) => i !== specLine).join(' '), spec: lines[specLine].slice('Spec:'.length).trim() };
}

const cell = (text: string) => text.replace(/\\\|/g, '|').replace(/\|/g, '\\|');

export function screenRow(screen: ScreenStatus, root = REPO_ROOT): string {
  const folder = screenFolder(screen, root);
  const { prose, spec } = screenDoc(folder);
  const routes = screen.routesAsWritten.length ? screen.routesAsWritten.join(', ') : `every page (node \`${screen.entry}\`, in \`templates/_layout.html\`)`;
  const props = `${propsColumn(schemaOf(folder))} ([props.ts](${path.relative(root, folder)}/props.ts))`;
  return `| ${[screen.entry, routes, props, prose, chosenColumn(callsOf(folder)), spec].map(cell).join(' | ')} |`;
}

/** The table of every built screen, in the catalogue's order. */
export function screenTable(root = REPO_ROOT): string {
  const rows = existingScreens(root).map((screen) => screenRow(screen, root));
  return ['| entry | route | props (from props.ts) | calls, hash, choices | chosen beyond the spec, and without it (api.ts `calls`) | spec |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** README.md with its table between the markers replaced by `table`. */
export function withScreenTable(readme: string, table: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md must hold the markers ${TABLE_START} … ${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
