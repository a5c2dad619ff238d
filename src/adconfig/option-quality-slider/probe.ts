// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Its only control is the two-handle slider (no field to type into): the save, its failures and the
// unsaved mark are in its jsdom test and browser flow.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [],
};
