// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Версии доменов' },
  // Nothing in the hash: the versions of one object, all in one answer.
  hash: false,
  lists: 1,
  form: false,
  modals: [
    { name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить версию/ }] },
  ],
};
