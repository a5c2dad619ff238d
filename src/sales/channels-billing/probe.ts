// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: { table: 'Биллинг каналов' },
  lists: 1,
  form: false,
  modals: [],
};
