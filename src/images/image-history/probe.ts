// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // Nothing in the hash: a stray one is left as it is.
  hash: false,
  form: false,
  modals: [],
};
