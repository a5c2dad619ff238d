// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The edit page: the gates see the task's own data arrive (its name in the heading).
  page: '/preferences/mix-tasks/7/edit',
  shows: 'Задача миксования №7: Спортивные площадки',
  list: false,
  form: {
    page: '/preferences/mix-tasks/create',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: задача «кавычки» & <b>разметка</b>' },
      { label: 'Лимит', value: '1000' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/preferences/mix-tasks' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: 'Удалить' }] }],
};
