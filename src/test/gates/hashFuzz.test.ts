// Gate: every screen's hash schema survives random and hostile hashes (issue 3, item 4, jest side).
// A screen that keeps state in the hash declares its schema in its folder's hash.ts (docs/screen-guide.md).
import fc from 'fast-check';
import { hashProperties } from './hashProperties';
import { HASH_MODULE, hashModulePath, schemasOf, type NamedSchema } from './hashSchemas';
import { constructs, occurrences, relative, screenFolders, sourceFiles, stringLiterals } from './screenSources';

/** Runs per property and schema: the whole file stays within a few seconds. */
const RUNS = { numRuns: 200 };

// A ListScreen builds the screen's HashState from the schema it is given.
const HASH_STATE = new RegExp(`${constructs('HashState').source}|${constructs('ListScreen').source}|\\bextends\\s+ListScreen\\b`, 'g');

afterAll(() => window.history.replaceState(null, '', '/'));

for (const { screen, folder } of screenFolders()) {
  const where = relative(folder);
  const sources = sourceFiles(folder);
  const builders = [...occurrences(sources, HASH_STATE).keys()];
  const modulePath = hashModulePath(folder);

  if (builders.length === 0 && modulePath === null) {
    it(`${screen.entry}: keeps no state in the hash (no HashState, no ${HASH_MODULE})`, () => {
      expect(builders).toEqual([]);
    });
    continue;
  }

  it(`${screen.entry}: declares its hash schema in ${where}/${HASH_MODULE} and builds its HashState from it`, () => {
    if (modulePath === null) {
      throw new Error(`${screen.entry} keeps state in the hash (new HashState in ${builders.map(relative).join(', ')}) but has no ${where}/${HASH_MODULE} exporting hashSchema`);
    }
    // The store imports the schema from hash.ts: every file that builds a HashState names hashSchema.
    const naming = [...occurrences(builders, /\bhashSchema\b/g).keys()];
    expect(builders.filter((file) => !naming.includes(file)).map(relative)).toEqual([]);
  });
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
  const dictionary = stringLiterals(sources);
  for (const { name, schema } of schemas) {
    describe(`${screen.entry}: ${name}`, () => {
      for (const { title, property } of hashProperties(schema, dictionary)) it(title, () => fc.assert(property, RUNS));
    });
  }
}
