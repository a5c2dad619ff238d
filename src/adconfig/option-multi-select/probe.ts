// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Its page's list is long (the option type's dictionary of interests), so it is ticked in the tag picker:
// no field on the page itself to fill (the failed save and the unsaved guard: its jsdom test).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [{ name: 'Отметьте теги', open: [{ role: 'button', name: /^Выбрать/ }] }],
  // Issue 41: the printed option saved back untouched is a save. Its value is a list of ids, with nowhere to carry
  // an unknown field: the screen's tests prove an id it does not know is shown and kept instead. The option's
  // only enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/multi-select' }, noEnum: 'the option has no text enum: its status is 0/1', noUnknownField: 'the value is a list of ids: no object to carry a field' },
};
