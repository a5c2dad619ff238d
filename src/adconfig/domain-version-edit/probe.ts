// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Version 4 (a draft): its domains arriving show the data.
  page: '/campaigns/stat/client-domains/1/4',
  shows: 'site2.ru',
  // The filter and sort live in the hash, but the domains come whole: no paginated list.
  list: false,
  lists: 0,
  form: false,
  modals: [
    { name: 'filter', open: [{ role: 'button', name: /^Фильтр/ }] },
    { name: 'delete confirmation', open: [{ role: 'button', name: 'Удалить версию' }] },
  ],
};
