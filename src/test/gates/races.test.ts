// Gate: every list a screen declares (probe.lists: its own ListStore or CrudListStore, or one a shared piece
// builds, a ReportStore or an area's store) has a race test in the screen's folder (issue 3, item 5): a test
// calling expectLatestWins (filters changed in a row) or expectReloadLatestWins (row actions in a row, each
// reloading) from src/test/races.ts, once per list. A screen that declares no list gets no test here.
import { probes } from '@e2e/probes';
import { occurrences, relative, screenFolders, testFiles, total } from './screenSources';

const RACE_TEST = /\b(?:expectLatestWins|expectReloadLatestWins)\s*\(/g;

for (const { screen, folder } of screenFolders()) {
  const lists = probes[screen.entry]?.lists ?? 0;
  if (lists === 0) continue;

  it(`${screen.entry}: has a race test (expectLatestWins or expectReloadLatestWins) for each of the ${lists} list(s) its probe declares`, () => {
    const races = occurrences(testFiles(folder), RACE_TEST);
    if (total(races) < lists) {
      const raced = [...races].map(([file, n]) => `${relative(file)} (${n})`).join(', ') || 'none';
      throw new Error(
        `${screen.entry} declares ${lists} list(s) in its probe.ts but calls expectLatestWins / expectReloadLatestWins ${total(races)} time(s) in its tests: ${raced}. ` +
          `Add a store test that calls expectLatestWins or expectReloadLatestWins from src/test/races.ts (see docs/screen-guide.md, "Quality gates").`,
      );
    }
  });
}
