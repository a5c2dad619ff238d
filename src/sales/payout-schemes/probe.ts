// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Схемы выплат' },
  // The add modal, opened by its link (#new); the gates fill it and save it.
  lists: 1,
  form: {
    page: '/preferences/sales/payout-types#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: схема «CPM» & <b>разметка</b>' },
      { label: 'Формат', value: '3', kind: 'select' }, // 'Нативный блок'
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/core/payout-types' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The add modal saves no loaded record: the round trip opens the first row (the newest scheme) and saves it as it came.
  roundTrip: {
    page: '/preferences/sales/payout-types',
    open: [{ role: 'button', name: 'Изменить схему «Оплата за показы — Нативный №30»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/core/payout-types/:id' },
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить схему/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить схему/ }] },
  ],
};
