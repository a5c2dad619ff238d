// Issue 41: on the existing backend (strict stand-in: only the spec's fields, bare saves) the modal still offers
// the organizations (the page's props), and a handbook saved back keeps what the modal does not know.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { handbooksApi } from './api';
import { HandbooksStore } from './HandbooksStore';

const API = '/api/hb/handbooks';
const ORGANIZATIONS = [{ organization_id: 9, name: 'ООО «Из страницы»' }];

async function started(organizations?: typeof ORGANIZATIONS) {
  window.history.replaceState(null, '', '/preferences/handbooks');
  const store = new HandbooksStore(handbooksApi(API), organizations);
  const stop = store.start();
  await waitFor(() => expect(store.table.list.state).toBe('ready'));
  return { store, stop };
}

describe('HandbooksStore on the existing backend', () => {
  it('offers the organizations the page printed: the list answer carries none', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started(ORGANIZATIONS);
    store.editor.openCreate();
    expect(store.organizationOptions).toEqual(ORGANIZATIONS);
    stop();
  });

  it('saves an edited handbook back with the fields and params it does not edit, and a bare answer is a save', async () => {
    backend.setModes({ strict: true, roundTrip: true });
    const { store, stop } = await started(ORGANIZATIONS);
    const row = store.table.list.rows[0];
    store.editor.openEdit(row);
    store.editor.form.set('name', 'Правила конверсии (новое)');
    expect(await store.editor.save()).toBe(true);
    const sent = backend.last('PUT', `${API}/${row.id}`);
    expect(sent.body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'Правила конверсии (новое)', alias: row.alias, id: row.id });
    expect(sent.body).not.toHaveProperty('organizations');
    expect(sent.status).toBe(200);
    expect(store.editor.isOpen).toBe(false);
    stop();
  });
});
