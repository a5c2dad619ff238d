// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// Its page's list is long (the option type's dictionary of interests), so it is ticked in the tag picker:
// no field on the page itself to fill (the failed save and the unsaved guard: its jsdom test).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  hash: false,
  form: false,
  modals: [{ name: 'Отметьте теги', open: [{ role: 'button', name: /^Выбрать/ }] }],
};
