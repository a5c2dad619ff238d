// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Коэффициенты' },
  // The add modal, opened by its link (#new); the gates fill it and save it (a simple coefficient).
  lists: 1,
  form: {
    page: '/inimage/coefficients#new',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: коэффициент «CTR» & <b>разметка</b>' },
      { label: 'Проект', value: '2', kind: 'select' }, // 'Новостной портал «Вести»'
      { label: 'Порядок применения', value: '3' },
      { label: 'Значение', value: '1,25' },
    ],
    save: { button: 'Сохранить', method: 'POST', path: '/inimage/coefficients' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The form probe creates: the round trip saves a loaded coefficient, opened by the first row's edit control.
  roundTrip: {
    page: '/inimage/coefficients',
    open: [{ role: 'button', name: 'Изменить коэффициент «Популярность запроса №7»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/inimage/coefficients/:id' },
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить' }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить коэффициент/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить коэффициент/ }] },
  ],
};
