// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Option editors (A 2, A 4): one form each, saved with POST {status, value} to the page itself.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Минимум, %', value: '0,35' },
      { label: 'Целевой ETR, %', value: '2' },
      { label: 'Показатель', value: 'viewed', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/options/min-ctr' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
