// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The first page comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  list: { table: 'Биллинг каналов' },
  lists: 1,
  form: false,
  modals: [],
};
