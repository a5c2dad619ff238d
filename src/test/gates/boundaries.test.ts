// The boundaries lint rule (scripts/eslint/boundaries.mjs) on the imports it must refuse and those it must let
// through: an import string is resolved against its file, so '../x' from a screen's views/ is its own folder.
import * as v8 from 'node:v8';
import { Linter } from 'eslint';
import local from '@scripts/eslint/boundaries.mjs';

// jsdom (every test's environment here) hides Node's structuredClone, which ESLint clones rule options with.
if (typeof globalThis.structuredClone !== 'function') globalThis.structuredClone = <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

const ROOT = '/repo';
const linter = new Linter({ cwd: ROOT });
// ESLint's own parser: the imports below are plain JavaScript, and typescript-eslint's parser costs seconds to load.
const config = [{ files: ['**/*.ts', '**/*.tsx'], plugins: { local }, rules: { 'local/boundaries': 'error' as const } }];

/** The boundary messages for `code` linted as the repository file `file`. */
const crossed = (file: string, code: string) => linter.verify(code, config, { filename: `${ROOT}/${file}` }).map((m) => m.message);

describe('the boundaries rule', () => {
  it.each([
    ['src/sales/report-a/views/Table.tsx', "import { Store } from '../Store';"],
    ['src/sales/report-a/ReportAScreen.tsx', "import { total } from '@sales/shared/totals';"],
    ['src/sales/report-a/ReportAScreen.tsx', "import { Table } from '@ui/Table';\nimport { http } from '@core/http';"],
    ['src/sales/shared/totals.ts', "import { format } from '@core/format';"],
    ['src/ui/Table.tsx', "import { format } from '@core/format';"],
    ['src/core/__tests__/badAnswers.test.tsx', "import { Table } from '@ui/Table';"],
    ['src/core/record/RecordStore.ts', "import { api } from '../http';"],
    ['fixtures/server/routes/mix-task-form.ts', "import { MIX_TASKS } from './shared/mixTasks';\nimport { ok } from '../core';"],
  ])('lets %s import its own folder relatively, its area\'s shared pieces, ui and core by their aliases', (file, code) => {
    expect(crossed(file, code)).toEqual([]);
  });

  it.each([
    ['src/sales/report-a/views/Table.tsx', "import { Other } from '../../report-b/Other';", "another screen's folder (src/sales/report-b)"],
    ['src/sales/report-a/api.ts', "export { x } from '../report-b/api';", "another screen's folder (src/sales/report-b)"],
    ['src/sales/report-a/api.ts', "const lazy = () => import('../../images/shared/tags');", 'another area (src/images)'],
    ['src/sales/shared/totals.ts', "import { Store } from '../report-a/Store';", "a screen's folder (src/sales/report-a)"],
    ['src/core/http.ts', "import { x } from '../adconfig/shared/banner/api';", 'src/core imports an area (src/adconfig)'],
    ['src/ui/Table.tsx', "import { Row } from '../images/deleted-sites/api';", 'src/ui imports an area (src/images)'],
    ['fixtures/server/routes/mix-task-form.ts', "import { MIX_TASKS } from './mix-tasks';", 'a fixture route imports another route (routes/mix-tasks.ts)'],
    ['src/sales/report-a/api.ts', "import { x } from '@sales/report-b/api';", "another screen's folder (src/sales/report-b)"],
    ['src/core/http.ts', "import { Table } from '@ui/Table';", 'src/core imports src/ui'],
    ['src/core/mount.ts', "import { Shell } from '../shell/Shell';", 'src/core imports src/shell'],
    ['src/sales/report-a/views/Table.tsx', "import { format } from '../../../core/format';", 'climbs out of its folder: write it with the alias'],
    ['src/sales/report-a/ReportAScreen.tsx', "import { total } from '../shared/totals';", 'from src/sales/report-a into src/sales/shared climbs'],
    ['src/ui/Table.tsx', "import { format } from '../core/format';", 'climbs out of its folder'],
  ])('refuses %s: %s', (file, code, why) => {
    expect(crossed(file, code)).toEqual([expect.stringContaining(why)]);
  });
});
