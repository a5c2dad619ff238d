// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Правило 1: от', value: '5,5' },
      { label: 'Правило 1: до', value: '700' },
      { label: 'Правило 1: действие', value: '0', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/range-rules' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'Вы уверены?', open: [{ role: 'button', name: 'Удалить строку 1: Правила' }] }],
};
