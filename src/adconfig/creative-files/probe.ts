// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Файлы флайта' },
  hash: false,
  lists: 1,
  form: false,
  modals: [{ name: 'delete all confirmation', open: [{ role: 'button', name: 'Удалить все' }] }],
};
