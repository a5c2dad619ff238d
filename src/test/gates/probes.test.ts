// The probes' loader (e2e/probes.ts): every built screen's folder brings its probe.ts, found by listing
// the folders as the stand-in finds its route files; a file that declares no probe is refused.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { loadProbes, probeFiles, probes } from '@e2e/probes';
import { existingScreens } from '@fixtures/server/node/screens';

describe('the probes', () => {
  it('are one per built screen (navigation excepted), each in the screen\'s own folder', () => {
    const built = existingScreens().filter((s) => s.entry !== 'navigation');
    expect(built.filter((s) => !probes[s.entry]).map((s) => s.entry)).toEqual([]);
    for (const [entry, file] of probeFiles()) expect(path.basename(path.dirname(file))).toBe(entry);
  });

  it('refuses a probe.ts that exports no probe, and reads one that does', () => {
    const src = fs.mkdtempSync(path.join(os.tmpdir(), 'probes-'));
    try {
      fs.mkdirSync(path.join(src, 'sales', 'some-report'), { recursive: true });
      fs.writeFileSync(path.join(src, 'sales', 'some-report', 'probe.ts'), 'export const probe = { list: false, form: false, modals: [] };\n');
      expect(loadProbes(src)).toEqual({ 'some-report': { list: false, form: false, modals: [] } });
      fs.writeFileSync(path.join(src, 'sales', 'some-report', 'probe.ts'), 'export const other = 1;\n');
      jest.resetModules();
      expect(() => loadProbes(src)).toThrow('sales/some-report/probe.ts must `export const probe: Probe');
    } finally {
      fs.rmSync(src, { recursive: true, force: true });
    }
  });
});
