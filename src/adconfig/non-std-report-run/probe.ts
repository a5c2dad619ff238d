// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // The filters are the report's own (no hash schema can name them): nothing kept in the hash.
  list: false,
  hash: false,
  form: false,
  modals: [],
};
