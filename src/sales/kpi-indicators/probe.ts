// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'KPI-показатели' },
  // The add modal, opened by its create link (#new, S 2); the gates fill it and save it.
  lists: 1,
  form: {
    page: '/preferences/sales/kpi-indicators#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: KPI «CTR» & <b>разметка</b>' },
      { label: 'Тип KPI', value: 'quality', kind: 'select' },
      { label: 'Тип значения', value: 'percent', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/api/sales/kpi-indicators' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The add modal saves no loaded record: the round trip opens the first row (the newest indicator) and saves it as it came.
  roundTrip: {
    page: '/preferences/sales/kpi-indicators',
    open: [{ role: 'button', name: 'Изменить KPI-показатель «Просмотры карточки товара»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/sales/kpi-indicators/:id' },
  },
  modals: [
    { name: 'add modal', open: [{ role: 'link', name: 'Добавить KPI-показатель' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить KPI-показатель/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить KPI-показатель/ }] },
  ],
};
