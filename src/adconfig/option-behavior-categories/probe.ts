// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself. The seed's
// object 1 has three chosen categories; their percents are the typed fields.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Процент: Покупка автомобиля', value: '45' },
      { label: 'Процент: Авиабилеты', value: '12.5' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/behavior-categories' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/behavior-categories' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
