// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  form: {
    page: '/preferences/conversion-rules/2',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: правило «кавычки» & <b>разметка</b>' },
      { label: 'Сортировка', value: '4' },
      { label: 'Организация', value: '2', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
