// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The formula's own data arriving: its name in the heading. Nothing kept in the hash.
  shows: 'Формула №1: Стоимость за тысячу показов',
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: формула «CPM» & <b>разметка</b>' },
      { label: 'Описание', value: 'Изменена тестом качества' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/services/formulas/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
