// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Домены-однодневки', value: 'on', kind: 'check' },
      { label: 'Домены <i>премиум</i> & «топ»', value: 'on', kind: 'check' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/filter-lists' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/filter-lists' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
