// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The option comes printed in the page's props (issue 41): the editor sends nothing to start.
  loads: false,
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Фраза 1', value: 'купить угловой диван' },
      { label: 'Фраза 1: не менее раз', value: '3' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/phrases' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'Вы уверены?', open: [{ role: 'button', name: 'Удалить строку 1: Фразы' }] }],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/phrases' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
