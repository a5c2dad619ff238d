// Issue 41: on the existing backend (strict stand-in: the one-report GET answers 404, saves answer {success: true})
// the editor works from the report the page prints and saves it back with what it does not know.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { nonStdReportEditApi } from './api';
import { NonStdReportEditStore } from './NonStdReportEditStore';

const BASE = '/stat/non-std-reports';
const STATUSES = [{ id: 'none', name: 'Без статуса' }, { id: 'active', name: 'Активен' }];
const PRINTED = {
  id: 1, name: 'Выручка', data_source: 'clickhouse', result_type: 'table', request_tpl: 'SELECT 1', organization_id: null, status: 'active',
  params: { filters: [], zz_param: 1 }, access: { roles: [], users: [] }, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
};

async function openStore(id: number | null, printed?: unknown) {
  window.history.replaceState(null, '', id === null ? `${BASE}/create` : `${BASE}/${id}/edit`);
  const store = new NonStdReportEditStore(nonStdReportEditApi(BASE, '', printed), { id, base: BASE, statuses: STATUSES, roles: [] });
  await store.page.load();
  return store;
}

describe('NonStdReportEditStore on the existing backend', () => {
  it('edits the report the page printed and saves it back with its unknown field and params', async () => {
    backend.setModes({ strict: true });
    const store = await openStore(1, PRINTED);
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${BASE}/1`)).toHaveLength(0);
    store.form.set('name', 'Выручка 2');
    await store.save();
    const sent = backend.last('PUT', `${BASE}/1`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'Выручка 2', params: { zz_param: 1, filters: [] } });
    expect(store.form.dirty).toBe(false);
    expect(store.savedName).toBe('Выручка 2');
  });

  it('after a bare create goes to the list', async () => {
    backend.setModes({ strict: true });
    const store = await openStore(null);
    store.form.set('name', 'Новый');
    store.form.set('request_tpl', 'SELECT 1');
    store.form.set('data_source', 'clickhouse');
    store.form.set('result_type', 'table');
    await store.save();
    expect(backend.last('POST', BASE).status).toBe(200);
    await waitFor(() => expect(store.form.leavingTo).toBe(BASE));
  });
});
