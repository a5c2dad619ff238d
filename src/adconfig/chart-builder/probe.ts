// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Nothing loads until 'Построить' (the picks are props). The tag picker opened from the X axis is its modal.
  loads: false,
  shows: 'Выбрать показатели',
  list: false,
  hash: false,
  form: false,
  modals: [{ name: 'tag picker', open: [{ role: 'button', name: 'Выбрать группировку' }] }],
};
