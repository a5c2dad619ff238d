// Issue 41: on the existing backend (strict stand-in: the spec's fields, saves answered {success: true}) a counter
// saved back keeps every field the modal does not edit; a unit type the list does not offer is named as unknown.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { verifierCountersApi } from './api';
import { VerifierCountersStore } from './VerifierCountersStore';

const API = '/api/hb/verifier-counters';

async function started() {
  window.history.replaceState(null, '', '/preferences/verifier-counters');
  const store = new VerifierCountersStore(verifierCountersApi());
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  await waitFor(() => expect(store.choicesState).toBe('ready'));
  return { store, stop };
}

describe('VerifierCountersStore on the existing backend', () => {
  it('saves an edited counter back with the fields it does not edit (not today’s price); a bare answer is a save', async () => {
    backend.db.collection<{ id: number; unit_type: string }>('verifier-counters').update(1, { unit_type: 'zz-unit' });
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started();
    const row = store.table.list.rows.find((r) => r.id === 1);
    if (!row) throw new Error('no counter 1');
    store.editor.openEdit(row);
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `${API}/1`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: 1, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: row.name, unit_type: 'zz-unit' });
    expect(sent.body).not.toHaveProperty('todayPrice');
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
