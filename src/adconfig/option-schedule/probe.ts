// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Часовой пояс', value: 'Asia/Novosibirsk', kind: 'select' }],
    save: { button: 'Сохранить', method: 'POST', path: '/options/schedule' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
