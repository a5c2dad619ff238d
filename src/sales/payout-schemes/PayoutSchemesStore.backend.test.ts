// Issue 41 on the existing backend (strict stand-in: only the spec's fields, bare saves) with the round trip's
// marks (an unknown field and an unknown status in every record it answers).
import { waitFor } from '@testing-library/react';
import { UNKNOWN_ENUM, UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { payoutSchemesApi, formatsOf } from './api';
import { PayoutSchemesStore } from './PayoutSchemesStore';

const API = '/api/core/payout-types';
const FORMATS = formatsOf([
  { format_id: 3, name: 'Нативный блок', status: 'active', events: [{ event_id: 301, name: 'Показ блока' }] },
  { format_id: 5, name: 'Старый формат', status: 'blocked', events: [] },
]);

async function started(formats = FORMATS) {
  window.history.replaceState(null, '', '/preferences/sales/payout-types');
  const store = new PayoutSchemesStore(payoutSchemesApi(), formats);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.rows.length).toBeGreaterThan(0));
  return { store, stop };
}

describe('PayoutSchemesStore on the existing backend', () => {
  beforeEach(() => backend.setModes({ strict: true, roundTrip: true }));

  it('names formats from the page’s props (the list answer has no `formats`) and offers only the active ones', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.format_id === 3);
    if (!row) throw new Error('seed: a scheme of format 3');
    expect(store.formatName(row.format_id)).toBe('Нативный блок');
    store.editor.openCreate();
    expect(store.formatOptions.map((f) => f.format_id)).toEqual([3]);
    stop();
  });

  it('saves an edited scheme over the record as listed: its unknown field and status go back, the bare answer is a save', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[0];
    expect(row.status).toBe(UNKNOWN_ENUM);
    store.editor.openEdit(row);
    store.editor.form.set('name', 'Переименованная');
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `${API}/${row.id}`);
    expect(sent.body).toMatchObject({ name: 'Переименованная', status: UNKNOWN_ENUM, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    expect(store.editor.isOpen).toBe(false);
    expect(store.editor.dirty).toBe(false);
    stop();
  });

  it('switches an unknown status to active with the record as listed', async () => {
    const { store, stop } = await started();
    const row = store.table.list.rows[0];
    expect(await store.table.toggleStatus(row)).toBe(true);
    expect(backend.last('PUT', `${API}/${row.id}`).body).toMatchObject({ status: 'active', [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE });
    stop();
  });
});
