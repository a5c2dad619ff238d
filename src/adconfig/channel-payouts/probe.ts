// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // Channel 1: six payout schemes; the CPC of the scheme paying per click typed, the whole table saved.
  form: {
    page: '/channels/payouts/?id=1',
    fields: [{ label: 'Фиксированная ставка — Аудио-реклама №2 — CPC', value: '7,5' }],
    save: { button: 'Сохранить', method: 'POST', path: '/api/core/channels/payouts/:id' },
    unsaved: 'Не сохранено',
  },
  modals: [],
  // Issue 41: Save stays disabled until a value is typed; the rows saved back keep what the page does not know.
  roundTrip: { fill: true, save: { button: 'Сохранить', method: 'POST', path: '/api/core/channels/payouts/:id' }, noEnum: 'A 3 Payout row names no enum field' },
};
