// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Типы баннеров' },
  // The add modal, opened by its link (#new); the gates fill it and save it.
  lists: 1,
  form: {
    page: '/preferences/banners-types#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: тип «кавычки» & <b>разметка</b>' },
      { label: 'Алиас', value: 'gates_type' },
      { label: 'Шаблон', value: '2', kind: 'select' }, // 'HTML5'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/preferences/banners-types' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip saves a loaded type: the first row's edit modal, saved as it opened (a banner type has no enum field, A 3).
  roundTrip: {
    open: [{ role: 'button', name: 'Изменить тип «Rich media №30»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/banners-types/:id' },
    noEnum: 'a banner type has no enum field (A 3)',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить тип' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить тип/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить тип/ }] },
  ],
};
