// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
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
};
