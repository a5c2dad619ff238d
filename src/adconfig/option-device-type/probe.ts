// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Планшет', value: 'on', kind: 'check' },
      { label: 'Смарт-ТВ', value: 'on', kind: 'check' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/device-type' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the printed option saved back untouched is a save. Its value is a list of device type ids, with nowhere to carry
  // an unknown field: the screen's tests prove an id it does not know is shown and kept instead. The option's
  // only enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/device-type' }, noEnum: 'the option has no text enum: its status is 0/1', noUnknownField: 'the value is a list of device type ids: no object to carry a field' },
};
