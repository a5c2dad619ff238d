// Issue 41 on the existing backend (strict stand-in: only the spec's fields, bare saves) with the round trip's
// marks (an unknown field, an unknown kpi_type and worst_value in every indicator it answers).
import { waitFor } from '@testing-library/react';
import { UNKNOWN_ENUM, UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { kpiIndicatorsApi } from './api';
import { KpiIndicatorsStore } from './KpiIndicatorsStore';

const API = '/api/sales/kpi-indicators';

describe('KpiIndicatorsStore on the existing backend', () => {
  beforeEach(() => backend.setModes({ strict: true, roundTrip: true }));

  it('saves an edited indicator with its unknown values and field as they came; the bare answer is a save', async () => {
    window.history.replaceState(null, '', '/preferences/sales/kpi-indicators');
    const store = new KpiIndicatorsStore(kpiIndicatorsApi());
    const stop = store.start();
    await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
    const row = store.table.list.rows[0];
    // S 7 names the answer's columns: the kpi_type options still come from them.
    expect(store.kpiTypeOptions.map((o) => o.value)).toEqual(['quality', 'quantity']);
    expect(store.kpiTypeName(row.kpi_type)).toBe(`Неизвестное значение (${UNKNOWN_ENUM})`);
    store.editor.openEdit(row);
    expect(store.kpiTypeOptions.at(-1)).toEqual({ value: UNKNOWN_ENUM, name: `Неизвестное значение (${UNKNOWN_ENUM})` });
    expect(await store.editor.save()).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toMatchObject({ kpi_type: UNKNOWN_ENUM, worst_value: UNKNOWN_ENUM, status: row.status, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
