// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Cards by default (the table is the 'Списком' view): no list table; the hash holds the name searched.
  list: false,
  lists: 1,
  form: false,
  modals: [],
};
