// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Issue 43: the page asks nothing until a filter is set and 'Найти' pressed (not every creative at once).
  loads: false,
  shows: 'Установите фильтры и нажмите Поиск',
  // The default page (no filter) lists no rows, so the garbage-hash gate has no first rows to compare: the hash
  // is still checked (it is dropped); the list's races are in CreativesBulkEditStore.race.test.ts.
  list: false,
  lists: 1,
  form: false,
  modals: [
    {
      name: 'apply confirmation',
      page: '/creatives/bulk-edit#cid=5',
      open: [
        { role: 'checkbox', name: 'Выбрать все строки' },
        { role: 'checkbox', name: 'Изменить: Лимит показов' },
        { role: 'button', name: /^Применить к выбранным/ },
      ],
    },
  ],
};
