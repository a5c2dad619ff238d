// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Температура, °C от', value: '-10' },
      { label: 'Температура, °C до', value: '15,5' },
      { label: 'Давление, мм рт. ст. от', value: '740' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/weather' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
