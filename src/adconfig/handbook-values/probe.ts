// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Handbook 2 edits its values in the modal (handbook 1, the catalogue's sample, edits them on their own page).
  page: '/preferences/handbook-values/2',
  shows: 'Смартфон',
  list: { table: 'Значения справочника' },
  lists: 1,
  form: {
    page: '/preferences/handbook-values/2#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: значение «кавычки» & <b>разметка</b>' },
      { label: 'Сортировка', value: '7' },
      { label: 'Организация', value: '2', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/handbook-values' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip saves a loaded value: the first row's edit modal, saved as it opened (a value has no enum field, A 3).
  roundTrip: {
    page: '/preferences/handbook-values/2',
    open: [{ role: 'button', name: 'Изменить значение «Десктоп»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    noEnum: 'a handbook value has no enum field (A 3)',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить значение/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить значение/ }] },
  ],
};
