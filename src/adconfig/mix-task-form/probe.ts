// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
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
  // The round trip: the task the edit page prints, saved back as it came (its unknown status too).
  roundTrip: {
    page: '/preferences/mix-tasks/7/edit',
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/mix-tasks/:id' },
  },
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: 'Удалить' }] }],
};
