// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// The geo editor (A 2) has no field typed into its value: objects come from the tree's ticks or the search's
// 'Применить' into the chosen list and leave by 'Удалить' (buttons), so there is no form probe of typed
// fields; its save ({status, value, meta}), the target list rule and the removal are in OptionGeoScreen.test.tsx.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/geo' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
