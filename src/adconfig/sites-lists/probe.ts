// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Списки сайтов' },
  lists: 1,
  form: false,
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить список/ }] }],
};
