// `npm run new-screen` (scripts/newScreen/scaffold.ts), in its dry run: what it would write for a new option
// editor and a new record form, renamed from their references, each copied file marked, and the test that
// keeps the new screen red until none is left. (Written for real and type-checked, these compile and lint:
// see the scaffold's commit.)
import { screens, type ScreenEntry } from '@fixtures/catalogue';
import { REPO_ROOT } from '@fixtures/server/node/screens';
import { KIND_REFERENCES, renamer, scaffold, TODO_MARK } from '@scripts/newScreen/scaffold';

/** A screen of the catalogue's shape that will never be built: the scaffold is checked on it once all 96 exist. */
function sample(area: ScreenEntry['area'], entry: string, route: string): ScreenEntry {
  return { entry, route, routes: [route], routesAsWritten: [route], sample: route, title: 'Образец', area, spec: '—' };
}

const spellings = (entry: string) => {
  const pascal = entry.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return [entry, pascal, pascal[0].toLowerCase() + pascal.slice(1)];
};

describe('npm run new-screen', () => {
  it('writes an option editor from option-frequency: entry, folder, template, seed, stand-in route, probe, flow, each renamed and marked', () => {
    const entry = 'option-sample';
    const files = scaffold(sample('adconfig', entry, '/options/sample/'), 'option-editor', REPO_ROOT);
    const paths = files.map((f) => f.path);
    const pascal = spellings(entry)[1];
    expect(paths).toEqual(
      expect.arrayContaining([
        `entries/${entry}.tsx`,
        `templates/${entry}.html`,
        `fixtures/data/${entry}.json`,
        `fixtures/server/routes/${entry}.ts`,
        `e2e/screens/${entry}.spec.ts`,
        `src/adconfig/${entry}/props.ts`,
        `src/adconfig/${entry}/probe.ts`,
        `src/adconfig/${entry}/readme.md`,
        `src/adconfig/${entry}/${pascal}Screen.tsx`,
        `src/adconfig/${entry}/${pascal}Screen.test.tsx`,
        `src/adconfig/${entry}/${pascal}.scaffold.test.ts`,
      ]),
    );
    const copied = files.filter((f) => !f.path.endsWith('.scaffold.test.ts'));
    for (const file of copied) {
      const body = file.content.split('\n').filter((line) => !line.includes(TODO_MARK)).join('\n');
      for (const old of spellings('option-frequency')) expect({ file: file.path, has: body.includes(old) }).toEqual({ file: file.path, has: false });
      if (!file.path.endsWith('.json')) expect(file.content.split('\n')[0]).toContain(TODO_MARK);
    }
    const test = files.find((f) => f.path.endsWith('.scaffold.test.ts'));
    for (const file of copied.filter((f) => !f.path.endsWith('.json'))) expect(test?.content).toContain(`'${file.path}'`);
  });

  it('writes a record form from format-template-form into another area: props, api, store, screen, texts, tests; the entry imports from the new area', () => {
    const entry = 'sample-form';
    const pascal = spellings(entry)[1];
    const files = scaffold(sample('sales', entry, '/sample/form'), 'record-form', REPO_ROOT);
    const paths = files.map((f) => f.path);
    for (const file of ['props.ts', 'api.ts', `${pascal}Store.ts`, `${pascal}Screen.tsx`, 'texts.ts', `${pascal}Store.test.ts`, `${pascal}Screen.test.tsx`]) {
      expect(paths).toContain(`src/sales/${entry}/${file}`);
    }
    const entryFile = files.find((f) => f.path === `entries/${entry}.tsx`)?.content ?? '';
    expect(entryFile).toContain(`@sales/${entry}/`);
    expect(entryFile).not.toContain('@adconfig/');
  });

  it('renames every spelling of the reference, and the rest of a shared first word in strings and identifiers', () => {
    const ref = screens.find((s) => s.entry === 'option-frequency');
    const next = { ...ref!, entry: 'option-device-type', routes: ['/options/device-type/'] };
    const rename = renamer(ref!, next);
    expect(rename("OptionFrequencyScreen optionFrequencyProps 'option-frequency' OPTION_FREQUENCY")).toBe("OptionDeviceTypeScreen optionDeviceTypeProps 'option-device-type' OPTION_DEVICE_TYPE");
    expect(rename("optionRoute('frequency') frequencyRules FREQUENCY_LIMIT FrequencyFields '/options/frequency/?id=1'")).toBe(
      "optionRoute('device-type') deviceTypeRules DEVICE_TYPE_LIMIT DeviceTypeFields '/options/device-type/?id=1'",
    );
  });

  it('refuses an entry the catalogue lacks, one that exists, and a reference that leans on another area\'s shared folder', () => {
    expect(() => scaffold('no-such-screen', 'list', REPO_ROOT)).toThrow('is not in fixtures/catalogue.ts');
    expect(() => scaffold('deleted-sites', 'list', REPO_ROOT)).toThrow('exists already');
    expect(() => scaffold(sample('adconfig', 'sample-report', '/sample/report'), 'report', REPO_ROOT)).toThrow("imports its area's shared folder");
    expect(Object.keys(KIND_REFERENCES)).toHaveLength(9);
  });
});
