// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The groups come with the page (its props, issue 41): nothing is asked before anyone acts.
  loads: false,
  list: false,
  // Nothing is kept in the hash: the groups are one list, the add modal is opened from a row.
  hash: false,
  lists: 1,
  form: false,
  modals: [
    { name: 'add list modal', open: [{ role: 'button', name: /^Добавить список в группу/ }] },
    { name: 'remove list confirmation', open: [{ role: 'button', name: /^Исключить список/ }] },
    { name: 'opened list', open: [{ role: 'button', name: /^Открыть список/ }] },
  ],
};
