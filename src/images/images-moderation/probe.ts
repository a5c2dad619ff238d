// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The image grid: no table (the garbage-hash gate checks the hash is dropped); the count line shows the data.
  list: false,
  lists: 1,
  form: false,
  modals: [
    { name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] },
    // I 2.1: the modal with its category tree loaded and a category chosen (axe on the tree and the tags it offers).
    { name: 'large-image modal with the category picker', open: [{ role: 'button', name: /^Открыть изображение/ }, { role: 'button', name: 'Теги по категориям' }, { role: 'treeitem', name: 'Природа' }] },
    {
      name: "bulk tags alert 'Выберите теги!'",
      open: [
        { role: 'tab', name: /^Теги выбранных/ },
        { role: 'button', name: 'Назначить теги' },
      ],
    },
  ],
};
