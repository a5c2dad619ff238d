// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Группы пользователей' },
  lists: 1,
  // The add modal, opened by its link (#new); the gates fill it and save it.
  form: {
    page: '/users/groups#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: группа «Медиа» & <b>разметка</b>' },
      { label: 'Проект', value: '2', kind: 'select' }, // 'Видео'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/users/groups' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The add modal saves no loaded record: the round trip opens the first row (the newest group) and saves it as it came.
  roundTrip: {
    page: '/users/groups',
    open: [{ role: 'button', name: 'Изменить группу «<script>alert(1)</script> Группа «с разметкой» & "кавычками"»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/users/groups/:id' },
    noEnum: 'S 3 lists no values of any user group field',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить группу' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить группу/ }] },
    { name: 'members modal', open: [{ role: 'button', name: /^Участники группы/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить группу/ }] },
  ],
};
