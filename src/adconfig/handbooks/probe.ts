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
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить справочник/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить справочник/ }] },
  ],
};
