// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// A 2 Mix tasks (a3-mix): the list with its sidebar from the answer.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Задачи миксования' },
  lists: 1,
  form: false,
  modals: [],
};
