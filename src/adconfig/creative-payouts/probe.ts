// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // Creative 1: eight channels; the CPC of the first (paid per click) typed, the whole table saved.
  form: {
    page: '/creatives/payouts/?id=1',
    fields: [{ label: 'news.example.ru — канал №100 — CPC', value: '3,5' }],
    save: { button: 'Сохранить', method: 'POST', path: '/creatives/payouts/:id' },
    unsaved: 'Не сохранено',
  },
  modals: [],
  // Issue 41: Save stays disabled until a value is typed; the rows saved back keep what the page does not know.
  roundTrip: { fill: true, save: { button: 'Сохранить', method: 'POST', path: '/creatives/payouts/:id' }, noEnum: 'A 3 Payout row names no enum field' },
};
