// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // Creative 1, channel 1: the newest period's CPE typed, saved as the A 4 update list.
  form: {
    page: '/creatives/settings-payouts-history/change/?id=1&channel_id=1',
    fields: [{ label: '#8 — CPE', value: '700' }],
    save: { button: 'Сохранить', method: 'POST', path: '/creatives/settings-payouts-history/change/' },
    unsaved: 'Не сохранено',
  },
  modals: [{ name: 'delete confirmation', open: [{ role: 'button', name: /^Удалить: #/ }] }],
  // Issue 41: Save stays disabled until a value is typed; the rows saved back keep what the page does not know.
  roundTrip: { fill: true, save: { button: 'Сохранить', method: 'POST', path: '/creatives/settings-payouts-history/change/' }, noEnum: 'A 3 Payout history row names no enum field' },
};
