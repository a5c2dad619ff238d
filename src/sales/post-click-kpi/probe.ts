// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Пост-клик KPI' },
  lists: 1,
  form: false,
  modals: [
    { name: 'column settings', open: [{ role: 'button', name: 'Настроить колонки' }] },
    // Campaign 130, first by the default sort, has comments: the panel shows them, their groups and controls.
    // (Deleting one asks through the shared confirmation dialog, which the other screens' probes check.)
    { name: 'comments side panel', open: [{ role: 'button', name: /^Комментарии к кампании/ }] },
  ],
};
