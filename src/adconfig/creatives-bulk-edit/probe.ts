// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Issue 43: the page lists nothing until a filter is set and 'Найти' pressed (not every creative at once); it reads
  // only the operator's columns (page settings) on open. The gates open a campaign's search, so its rows are the data.
  page: '/creatives/bulk-edit#cid=5',
  shows: 'Весна — брендирование №130',
  // The default page (no filter) lists no rows, so the garbage-hash gate has no first rows to compare: the hash
  // is still checked (it is dropped); the list's races are in CreativesBulkEditStore.race.test.ts.
  list: false,
  lists: 1,
  form: false,
  modals: [
    { name: 'column settings', page: '/creatives/bulk-edit#cid=5', open: [{ role: 'button', name: 'Настроить колонки' }] },
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
