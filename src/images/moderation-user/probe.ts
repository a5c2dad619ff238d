// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The images tab (default); the actions tab is the same ListTable, behind `#actions`.
  list: { table: 'Изображения, изменённые пользователем' },
  lists: 2,
  form: false,
  modals: [],
};
