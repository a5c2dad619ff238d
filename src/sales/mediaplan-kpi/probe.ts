// What the quality gates cannot guess about this screen (the type and the loader: e2e/probes.ts).
// h2-mediaplan: media plan KPI and feedback.
import type { Probe } from '@e2e/probes';

export const probe: Probe = {
  // Campaigns with their KPI lines, not a paginated list.
  list: false,
  // The campaign's KPI modal, opened by its link (#c=101); one plan typed, saved with save-diff.
  form: {
    page: '/mediaplans/kpi/?id=1#c=101',
    fields: [{ label: 'План: Сессии', value: '31500' }],
    save: { button: 'Сохранить', method: 'POST', path: '/api/sales/mediaplans/kpi/save-diff/:id' },
    unsaved: 'Есть несохранённые изменения',
  },
  // save-diff sends diff entries (S 3: campaign_id, kpi_id, compare, plan), not a loaded record: there is no record to
  // save back. An unknown compare going back as it came is proven in MediaplanKpiStore.backend.test.ts.
  roundTrip: false,
  // The remove confirmation opens over this modal: the gate wants one dialog at a time (it is the
  // shared confirmation, which the other screens' probes check).
  modals: [
    { name: 'campaign KPI modal', open: [{ role: 'button', name: /^Изменить KPI кампании Техно: охватная/ }] },
    // The removal of a saved KPI asks over the campaign modal.
    {
      name: 'KPI removal confirmation',
      open: [
        { role: 'button', name: /^Изменить KPI кампании Техно: охватная/ },
        { role: 'button', name: /^Удалить показатель / },
      ],
    },
  ],
};
