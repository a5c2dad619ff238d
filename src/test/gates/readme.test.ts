// README.md's screen table is what `npm run readme` writes (scripts/readme/screenTable.ts): the catalogue's
// routes, each screen's props read from its schema, its readme.md. A change to any of them without the table fails here.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describeProps } from '@scripts/readme/propsColumn';
import { existingScreens, REPO_ROOT } from '@fixtures/server/node/screens';
import { callsOf, CALLS_FILES, screenFolder, screenTable, TABLE_END, TABLE_START, withScreenTable } from '@scripts/readme/screenTable';
import { prop, propsSchema } from '@core/props';

describe('README.md', () => {
  it("holds the screen table `npm run readme` writes from the catalogue, the props schemas and the screens' readme.md", () => {
    const readme = fs.readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const expected = withScreenTable(readme, screenTable());
    if (readme !== expected) {
      const shown = readme.split('\n');
      const stale = expected.split('\n').filter((line) => !shown.includes(line)).map((line) => line.slice(0, 200));
      throw new Error(`README.md's screen table is stale: run \`npm run readme\`. Rows it would write:\n${stale.join('\n')}`);
    }
    expect(readme.indexOf(TABLE_START)).toBeLessThan(readme.indexOf(TABLE_END));
  });

  it('lists for every screen the calls it makes, each one the spec names or one it chose with what it does without it (issue 41)', () => {
    const undeclared = existingScreens()
      .filter((screen) => callsOf(screenFolder(screen)) === null)
      .map((screen) => screen.entry);
    expect({ screensWithoutCalls: undeclared, declaredIn: CALLS_FILES }).toEqual({ screensWithoutCalls: [], declaredIn: CALLS_FILES });
  });

  it('reads every key of a props schema, nested ones included, with what each holds and whether it may be absent', () => {
    const schema = propsSchema({
      mode: prop.oneOf(['grid', 'list'] as const),
      rows: prop.list(prop.object({ id: prop.number({ integer: true, min: 1 }), name: prop.optional(prop.text()) })),
      access: prop.optional(prop.flags(['edit'] as const)),
      listUrl: prop.optional(prop.link()),
    });
    expect(describeProps(schema)).toEqual([
      { key: 'urlPath', optional: true, type: "'' or a path on this site" },
      { key: 'mode', optional: false, type: "'grid' | 'list'" },
      { key: 'rows', optional: false, type: '{id: number (whole) ≥ 1, name?: string}[]' },
      { key: 'access', optional: true, type: '{edit?: boolean}' },
      { key: 'listUrl', optional: true, type: 'link (http(s), mailto or a path)' },
    ]);
  });
});
