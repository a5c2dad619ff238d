// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Поля типа баннера' },
  lists: 1,
  form: {
    page: '/preferences/banners-types/1/fields#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: поле «CTA» & <b>разметка</b>' },
      { label: 'Ключ', value: 'gate_check' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/preferences/banners-types/:typeId/fields' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip saves a loaded field: the first row's edit modal, saved as it opened (A 3 names no values of a field's type).
  roundTrip: {
    page: '/preferences/banners-types/1/fields',
    open: [{ role: 'button', name: 'Изменить поле «Текст»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/banners-types/:typeId/fields/:id' },
    noEnum: 'A 3 names no values of a banner type field’s type',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить поле' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить поле/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить поле/ }] },
  ],
};
