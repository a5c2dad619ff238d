// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the gates see the list's own data arrive (the create page loads categories only).
  page: '/preferences/sites-lists/edit/?id=1',
  shows: 'Новостной портал 30',
  list: false,
  form: {
    page: '/preferences/sites-lists/create',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: список' },
      { label: 'Описание', value: 'Создан тестом качества; «кавычки» & <b>разметка</b>' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/sites-lists' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the list the edit page prints, saved back as it came (its unknown status too).
  roundTrip: {
    page: '/preferences/sites-lists/edit/?id=1',
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/sites-lists/:id' },
  },
  modals: [
    { name: 'delete all sites confirmation', open: [{ role: 'button', name: 'Удалить все' }] },
    {
      name: 'delete selected sites confirmation',
      open: [
        { role: 'checkbox', name: /^Выбрать сайт / },
        { role: 'button', name: /^Удалить выбранные/ },
      ],
    },
  ],
};
