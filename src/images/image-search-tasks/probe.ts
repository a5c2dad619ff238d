// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Задачи поиска изображений' },
  // The add modal, opened by its link (#new); the gates fill it and save it (the limit keeps its 500).
  lists: 1,
  form: {
    page: '/inimage/search-tasks#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: задача «CTR» & <b>разметка</b>' },
      { label: 'Поисковый запрос', value: 'закат над морем' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/inimage/search-tasks' },
    unsaved: 'Есть несохранённые изменения',
  },
  // Creates tasks only (add, JSON import): I 7 names no update of a task, so no loaded record is saved back.
  roundTrip: false,
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'JSON import modal', open: [{ role: 'button', name: 'Импортировать json' }] },
  ],
};
