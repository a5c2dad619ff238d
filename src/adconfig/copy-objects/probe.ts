// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  shows: 'Кешбэк 10% — видео 15 с',
  loads: false,
  hash: false,
  list: false,
  // The objects are chosen by their checkboxes, which the form gates cannot fill: its save is in the jest and browser tests.
  form: false,
  modals: [],
};
