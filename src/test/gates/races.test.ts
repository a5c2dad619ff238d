// Gate: every list store of every screen has a race test (issue 3, item 5): a test file in the
// screen's folder calling expectLatestWins (filters changed in a row) or expectReloadLatestWins (row
// actions in a row, each reloading) from src/test/races.ts once per list the screen builds: a
// ListStore, or a CrudListStore or ListScreen (each holds one; a store extending ListScreen counts too).
import { constructs, occurrences, relative, screenFolders, sourceFiles, testFiles, total } from './screenSources';

const LIST_STORE = new RegExp(`${['ListStore', 'CrudListStore', 'ListScreen'].map((name) => constructs(name).source).join('|')}|\\bextends\\s+ListScreen\\b`, 'g');
const RACE_TEST = /\b(?:expectLatestWins|expectReloadLatestWins)\s*\(/g;

for (const { screen, folder } of screenFolders()) {
  const lists = occurrences(sourceFiles(folder), LIST_STORE);
  const races = occurrences(testFiles(folder), RACE_TEST);

  if (lists.size === 0) {
    it(`${screen.entry}: builds no ListStore or CrudListStore, so has no list to race`, () => {
      expect(total(lists)).toBe(0);
    });
    continue;
  }

  it(`${screen.entry}: has a race test (expectLatestWins or expectReloadLatestWins) for each list store it builds`, () => {
    const built = [...lists].map(([file, n]) => `${relative(file)} (${n})`).join(', ');
    const raced = [...races].map(([file, n]) => `${relative(file)} (${n})`).join(', ') || 'none';
    if (total(races) < total(lists)) {
      throw new Error(
        `${screen.entry} builds ${total(lists)} list store(s) in ${built} but calls expectLatestWins / expectReloadLatestWins ${total(races)} time(s) in its tests: ${raced}. ` +
          `Add a store test that calls expectLatestWins or expectReloadLatestWins from src/test/races.ts (see docs/screen-guide.md, "Quality gates").`,
      );
    }
  });
}
