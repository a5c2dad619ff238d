// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  list: false,
  // The whole-campaign grid: one daily cell typed, saved with the changed cells only (save-diff).
  form: {
    page: '/campaigns/external-kpi/?id=1#t=campaign',
    fields: [{ label: '02.10.2026 — Сессии/дни', value: '1234' }],
    save: { button: 'Сохранить', method: 'POST', path: '/api/core/campaigns/external-kpi/save-diff/:id' },
    unsaved: 'Не сохранено',
  },
  // save-diff sends the changed cells (S 3 External KPI value: kpi_id, is_total, day, val) and the comment, not a
  // loaded record: there is none to save back.
  roundTrip: false,
  modals: [
    {
      name: 'delete breakdown confirmation',
      open: [
        { role: 'tab', name: /^Мобильный трафик/ },
        { role: 'button', name: 'Удалить разбивку' },
      ],
    },
  ],
};
