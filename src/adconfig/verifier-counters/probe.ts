// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Счётчики верификаторов' },
  // The add modal, opened by its link (#new); the gates fill it and save it.
  lists: 2,
  form: {
    page: '/preferences/verifier-counters#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: счётчик «кавычки» & <b>разметка</b>' },
      { label: 'Верификатор', value: '2', kind: 'select' },
      { label: 'Единица учёта', value: 'click', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/hb/verifier-counters' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip saves a loaded counter: the first row's edit modal, saved as it opened (A 3 names no values of its fields).
  roundTrip: {
    open: [{ role: 'button', name: 'Изменить счётчик «Weborama: показы»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/verifier-counters/:id' },
    noEnum: 'A 3 names no enum field of a verifier counter',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить счётчик/ }] },
    { name: 'edit modal, prices tab', open: [{ role: 'button', name: /^Изменить счётчик/ }, { role: 'tab', name: 'Цены' }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить счётчик/ }] },
  ],
};
