// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Справочники' },
  // The add modal, opened by its link (#new); the gates fill it and save it.
  lists: 1,
  form: {
    page: '/preferences/handbooks#new',
    fields: [{ label: 'Название', value: 'Проверка шлюзов: справочник «кавычки» & <b>разметка</b>' }],
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/handbooks' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip saves a loaded handbook: the first row's edit modal, saved as it opened (a handbook has no enum field, A 3).
  roundTrip: {
    open: [{ role: 'button', name: 'Изменить справочник «Правила конверсии»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbooks/:id' },
    noEnum: 'a handbook has no enum field (A 3)',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить справочник/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить справочник/ }] },
  ],
};
