// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The image grid without checks: no table (the garbage-hash gate checks the hash is dropped); the count line shows the data.
  list: false,
  lists: 1,
  form: false,
  modals: [{ name: 'large-image modal', open: [{ role: 'button', name: /^Открыть изображение/ }] }],
};
