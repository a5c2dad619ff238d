// `npm run new-screen -- <entry> --kind <kind> [--dry-run]`: writes a new screen from its kind's reference
// (./newScreen/scaffold.ts), then README.md's screen table. --dry-run lists the files instead.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { REPO_ROOT } from '../fixtures/server/node/screens';
import { isKind, KIND_REFERENCES, scaffold, writeScaffold } from './newScreen/scaffold';
import { screenTable, withScreenTable } from './readme/screenTable';

const args = process.argv.slice(2);
const entry = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--kind');
const kind = args[args.indexOf('--kind') + 1] ?? '';
const dryRun = args.includes('--dry-run');

if (!entry || !args.includes('--kind') || !isKind(kind)) {
  console.error(`usage: npm run new-screen -- <entry> --kind <${Object.keys(KIND_REFERENCES).join('|')}> [--dry-run]`);
  process.exit(1);
}

try {
  const files = scaffold(entry, kind, REPO_ROOT);
  if (dryRun) {
    for (const file of files) console.log(file.path);
  } else {
    writeScaffold(files, REPO_ROOT);
    const readme = path.join(REPO_ROOT, 'README.md');
    fs.writeFileSync(readme, withScreenTable(fs.readFileSync(readme, 'utf8'), screenTable()));
    console.log(`${files.length} files written from ${KIND_REFERENCES[kind]}, and README.md's screen table:\n${files.map((f) => `  ${f.path}`).join('\n')}`);
    console.log(`Next: make each file ${entry}'s own (docs/screen-guide.md), deleting its TODO(new-screen) line; the scaffold test fails until none is left.`);
  }
} catch (error) {
  console.error(`new-screen: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
