// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// The geo settings (A 2) have no field typed into their value: objects come from the tree's ticks, the search's
// 'Применить' or a template, and leave by 'Удалить' (buttons), so there is no form probe of typed fields; the
// form-encoded save and its redirect, the templates, are in OptionGeoSettingsScreen.test.tsx.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/geo-settings' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
