// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41); the handbooks' values of its variables are asked at once.
  // The formula's own data arriving: its name in the heading. Nothing kept in the hash.
  shows: 'Формула №1: Стоимость за тысячу показов',
  list: false,
  hash: false,
  form: {
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: формула «CPM» & <b>разметка</b>' },
      { label: 'Описание', value: 'Изменена тестом качества' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/services/formulas/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  modals: [],
  // Issue 41: the printed formula saved back unedited keeps what the page does not know; A 3 Formula has no enum.
  roundTrip: { save: { button: 'Сохранить', method: 'PUT', path: '/services/formulas/:id' }, noEnum: 'A 3 Formula names no enum field' },
};
