// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  loads: false,
  // Nothing to load, nothing in the hash. Its form needs a file, which the form gates cannot choose (they
  // fill text and pick options): the failed imports, the kept values and the one request per click are in
  // the screen's jest tests, the import itself in its browser flow.
  list: false,
  hash: false,
  form: false,
  modals: [],
};
