// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  shows: 'Доступ к разделам',
  list: false,
  // Nothing is kept in the hash: one matrix, saved whole.
  hash: false,
  // Checkboxes and a drag, no typed fields: its save is covered by its own tests.
  form: false,
  modals: [],
};
