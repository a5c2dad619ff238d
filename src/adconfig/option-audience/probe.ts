// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// The audience picker (A 2) has no field typed into its value: the audiences come from the multi-line
// search's 'Применить' and leave by 'Удалить' (buttons), so there is no form probe of typed fields; its
// save, the failed save keeping the list and the unsaved mark are in OptionAudienceScreen.test.tsx.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [],
};
