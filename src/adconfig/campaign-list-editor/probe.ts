// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // A client-side table (no paging, nothing in the hash); the save goes to the page itself, then its redirect.
  list: false,
  hash: false,
  form: {
    fields: [{ label: 'Название списка', value: 'Площадки зимней кампании' }],
    save: { button: 'Сохранить', method: 'POST', path: '/campaigns/lists/edit' },
    unsaved: 'Есть несохранённые изменения',
  },
  // The round trip: the list the page prints, saved back as it came (A 3 names no enum field of a campaign list).
  roundTrip: {
    save: { button: 'Сохранить', method: 'POST', path: '/campaigns/lists/edit' },
    noEnum: 'A 3 names no enum field of a campaign list',
  },
  modals: [],
};
