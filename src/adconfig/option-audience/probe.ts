// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// The audience picker (A 2) has no field typed into its value: the audiences come from the multi-line
// search's 'Применить' and leave by 'Удалить' (buttons), so there is no form probe of typed fields; its
// save, the failed save keeping the list and the unsaved mark are in OptionAudienceScreen.test.tsx.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The option comes printed in the page's props (issue 41): the editor sends nothing to start.
  loads: false,
  list: false,
  hash: false,
  form: false,
  modals: [],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/audience' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
