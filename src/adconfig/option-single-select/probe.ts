// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Значение', value: '4', kind: 'select' }],
    save: { button: 'Сохранить', method: 'POST', path: '/options/single-select' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
