// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // A tree, not a paginated table: the gates see its data arrive by a root category's name.
  list: false,
  // The add modal of a root category, opened by its link (#new); the gates fill it and save it.
  lists: 1, // the category tree (TreeStore), reloaded latest-wins
  form: {
    page: '/preferences/inimage/categories#new',
    fields: [{ label: 'Название', value: 'Проверка шлюзов: категория «теги» & <b>разметка</b>' }],
    save: { button: 'Сохранить', method: 'POST', path: '/preferences/inimage/categories' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The form probe creates: the round trip saves a loaded category, opened by the first node's edit control.
  roundTrip: {
    page: '/preferences/inimage/categories',
    open: [{ role: 'button', name: 'Изменить категорию «Транспорт»' }],
    save: { button: 'Сохранить', method: 'PUT', path: '/preferences/inimage/categories/:id' },
    noEnum: 'I 3 names no enum field of a category',
  },
  modals: [
    { name: 'add modal', open: [{ role: 'button', name: 'Добавить категорию' }] },
    { name: 'add child modal', open: [{ role: 'button', name: /^Добавить подкатегорию в/ }] },
    { name: 'edit modal', open: [{ role: 'button', name: /^Изменить категорию/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить категорию/ }] },
  ],
};
