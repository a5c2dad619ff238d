// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The option comes printed in the page's props (issue 41): the editor sends nothing to start.
  loads: false,
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Значение', value: '4', kind: 'select' }],
    save: { button: 'Сохранить', method: 'POST', path: '/options/single-select' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the printed option saved back untouched is a save. Its value is one id, with nowhere to carry
  // an unknown field: the screen's tests prove an id it does not know is shown and kept instead. The option's
  // only enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/single-select' }, noEnum: 'the option has no text enum: its status is 0/1', noUnknownField: 'the value is one id: no object to carry a field' },
};
