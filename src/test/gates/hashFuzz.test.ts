// Gate: every screen's hash schema survives random and hostile hashes (issue 3, item 4, jest side).
// What a screen keeps in the hash is declared: its probe says `hash: false` when nothing, else its folder's
// hash.ts exports the schema (docs/screen-guide.md); the jsdom matrix checks the page keeps to it (a garbage
// hash dropped, or left alone with `hash: false`).
import fc from 'fast-check';
import { probes } from '@e2e/probes';
import { hashProperties } from './hashProperties';
import { HASH_MODULE, hashModulePath, schemasOf, type NamedSchema } from './hashSchemas';
import { relative, screenFolders, sourceFiles, stringLiterals } from './screenSources';

/** Runs per property and schema: the whole file stays within a few seconds. */
const RUNS = { numRuns: 200 };

afterAll(() => window.history.replaceState(null, '', '/'));

for (const { screen, folder } of screenFolders()) {
  const where = relative(folder);
  const modulePath = hashModulePath(folder);
  const probe = probes[screen.entry];
  // No probe: navigation (it keeps no hash), or a new screen, which every probe-driven gate fails already.
  if (!probe && modulePath === null) continue;
  const keepsHash = probe ? probe.hash !== false : true;
  if (!keepsHash && modulePath === null) continue;

  if (keepsHash !== (modulePath !== null)) {
    it(`${screen.entry}: its probe and ${where}/${HASH_MODULE} agree on whether it keeps state in the hash`, () => {
      throw new Error(
        keepsHash
          ? `${screen.entry} keeps state in the hash (its probe has no \`hash: false\`) but has no ${where}/${HASH_MODULE} exporting hashSchema`
          : `${screen.entry}'s probe says \`hash: false\` but ${where}/${HASH_MODULE} declares a schema`,
      );
    });
    continue;
  }
  if (modulePath === null) continue;

  let schemas: NamedSchema[];
  try {
    schemas = schemasOf(jest.requireActual<object>(modulePath));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    it(`${screen.entry}: ${where}/${HASH_MODULE} exports a valid hashSchema`, () => {
      throw new Error(`${where}/${HASH_MODULE}: ${message}`);
    });
    continue;
  }
  const dictionary = stringLiterals(sourceFiles(folder));
  for (const { name, schema } of schemas) {
    describe(`${screen.entry}: ${name}`, () => {
      for (const { title, property } of hashProperties(schema, dictionary)) it(title, () => fc.assert(property, RUNS));
    });
  }
}
