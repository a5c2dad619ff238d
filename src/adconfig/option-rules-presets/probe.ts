// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Правило 1: событие', value: 'click', kind: 'select' },
      { label: 'Правило 1: ссылки', value: 'https://pixel.example.ru/probe' },
      { label: 'Правило 1: заменить ссылки по умолчанию', value: 'on', kind: 'check' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/rules-presets' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [
    { name: 'Вы уверены? (правило)', open: [{ role: 'button', name: 'Удалить строку 1: Правила' }] },
    { name: 'Вы уверены? (пресет)', open: [{ role: 'button', name: /^Удалить «/ }] },
  ],
  // Issue 41: the printed option saved back untouched keeps its value's unknown field. The option's only
  // enum is its status (0/1, a number: the round trip leaves it alone), so no unknown enum value is asked for.
  roundTrip: { save: { button: 'Сохранить', method: 'POST', path: '/options/rules-presets' }, noEnum: 'the option has no text enum: its status is 0/1' },
};
