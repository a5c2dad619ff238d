// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The record comes with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  // The gallery: no table; the bottom bar is the form (the limit; the marks are checked in jest).
  list: false,
  form: {
    fields: [{ label: 'Лимит', value: '300' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/inimage/search-tasks/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // No record goes back: the save is I 7's command PUT {path} {limit_qty, load_more, deleted_urls}, never the
  // task (a bare answer is a save: ImageSearchTaskStore.test.ts).
  roundTrip: false,
  modals: [
    { name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] },
    { name: "bulk alert 'Выберите изображения!'", open: [{ role: 'button', name: 'Удалить выбранные' }] },
  ],
};
