// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // The deep link opens the queues action, whose component_url answer is the data the page waits for.
  page: '/preferences/#queues',
  shows: 'Очередь писем: пусто',
  list: false,
  form: false,
  modals: [{ name: 'action confirmation', page: '/preferences/', open: [{ role: 'button', name: 'Очистить кэш' }] }],
};
