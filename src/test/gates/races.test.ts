// Gate: every list store of every screen has a race test (issue 3, item 5): a test file in the
// screen's folder calling expectLatestWins (src/test/races.ts) once per ListStore the screen builds.
import { constructs, occurrences, relative, screenFolders, sourceFiles, testFiles, total } from './screenSources';

const LIST_STORE = constructs('ListStore');
const RACE_TEST = /\bexpectLatestWins\s*\(/g;

for (const { screen, folder } of screenFolders()) {
  const lists = occurrences(sourceFiles(folder), LIST_STORE);
  const races = occurrences(testFiles(folder), RACE_TEST);

  if (lists.size === 0) {
    it(`${screen.entry}: builds no ListStore, so has no list to race`, () => {
      expect(total(lists)).toBe(0);
    });
    continue;
  }

  it(`${screen.entry}: has a race test (expectLatestWins) for each ListStore it builds`, () => {
    const built = [...lists].map(([file, n]) => `${relative(file)} (${n})`).join(', ');
    const raced = [...races].map(([file, n]) => `${relative(file)} (${n})`).join(', ') || 'none';
    if (total(races) < total(lists)) {
      throw new Error(
        `${screen.entry} builds ${total(lists)} ListStore(s) in ${built} but calls expectLatestWins ${total(races)} time(s) in its tests: ${raced}. ` +
          `Add a store test that calls expectLatestWins from src/test/races.ts (see docs/screen-guide.md, "Quality gates").`,
      );
    }
  });
}
