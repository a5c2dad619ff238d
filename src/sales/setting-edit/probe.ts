// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The setting and its group come with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  shows: 'Доступ к разделам',
  list: false,
  // Nothing is kept in the hash: one setting, saved whole.
  hash: false,
  // The setting's own fields (the matrix is checkboxes and a drag: its save is covered by its own tests).
  form: {
    fields: [
      { label: 'Название', value: 'Лимит показов <b>в сутки</b>' },
      { label: 'Значение', value: '25' },
    ],
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/i/settings/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  roundTrip: {
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/i/settings/:id' },
    noEnum: 'S 3 names no enum field of a setting (its type is an id of the types the page prints)',
  },
  modals: [],
};
