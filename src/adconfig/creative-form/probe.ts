// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the flight's own data arriving (its name in the heading). Nothing kept in the hash.
  page: '/creatives/settings/?id=1',
  shows: 'Флайт №1: Осенняя распродажа — баннер 240×400',
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: флайт «осень» & <b>разметка</b>' },
      { label: 'Комментарий', value: 'Изменён тестом качества' },
      { label: 'Показы в сутки', value: '35000' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/creatives/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
};
