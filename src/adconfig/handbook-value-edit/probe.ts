// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // A sales channel (handbook 3): the gates see its name arrive in the heading.
  page: '/preferences/handbook-values/3/33',
  shows: 'Значение справочника «Партнёрская сеть»',
  list: false,
  form: {
    page: '/preferences/handbook-values/3/35',
    fields: [
      { label: 'Название', value: 'Проверка шлюзов: значение «кавычки» & <b>разметка</b>' },
      { label: 'Сортировка', value: '9' },
      { label: 'Организация', value: '1', kind: 'select' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the form's page and Save (the value the page prints, saved back); a handbook value has no enum field (A 3).
  roundTrip: {
    page: '/preferences/handbook-values/3/35',
    save: { button: 'Сохранить', method: 'PUT', path: '/api/hb/handbook-values/:id' },
    noEnum: 'a handbook value has no enum field (A 3)',
  },
  modals: [],
};
