// `npm run readme`: writes README.md's screen table (./readme/screenTable.ts); the rest of the file is hand-written.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '../fixtures/server/node/screens';
import { screenTable, withScreenTable } from './readme/screenTable';

const file = path.join(REPO_ROOT, 'README.md');
const before = fs.readFileSync(file, 'utf8');
const after = withScreenTable(before, screenTable());
if (after === before) console.log('README.md: the screen table is up to date');
else {
  fs.writeFileSync(file, after);
  console.log('README.md: the screen table written');
}
