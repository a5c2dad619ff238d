// Issue 41: on the existing backend (strict stand-in: the one-task GET answers 404, saves answer {success: true})
// the edit page works from the task it prints, saves it back with what it does not know, and a bare create goes
// to the list (the answer names no new id).
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { backend } from '@test/setup';
import { mixTaskFormApi } from './api';
import { MixTaskFormStore } from './MixTaskFormStore';

const BASE = '/preferences/mix-tasks';
const editUrl = (id: number) => `${BASE}/${id}/edit`;
const PRINTED = { id: 7, name: 'Спортивные площадки', to_mix: 100, to_mix_daily: null, status: 'zz-paused', task: [], [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE };

async function openStore(id: number | null, printed?: unknown): Promise<MixTaskFormStore> {
  window.history.replaceState(null, '', id === null ? `${BASE}/create` : editUrl(id));
  const store = new MixTaskFormStore(mixTaskFormApi('', printed), { id, listUrl: BASE, editUrl });
  await store.page.load();
  return store;
}

describe('MixTaskFormStore on the existing backend', () => {
  it('edits the task the page printed and saves it back with its unknown field and status; a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    const store = await openStore(7, PRINTED);
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${BASE}/7`)).toHaveLength(0);
    expect(store.status).toBe('zz-paused');
    store.form.set('name', 'Спорт');
    await store.save();
    const sent = backend.last('PUT', `${BASE}/7`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, status: 'zz-paused', name: 'Спорт', to_mix: 100 });
    expect(store.form.dirty).toBe(false);
    expect(store.saved?.name).toBe('Спорт');
  });

  it('after a bare create goes to the list', async () => {
    backend.setModes({ strict: true });
    const store = await openStore(null);
    store.form.set('name', 'Новая');
    store.form.set('to_mix', '10');
    await store.save();
    expect(backend.last('POST', BASE).status).toBe(200);
    await waitFor(() => expect(store.form.leavingTo).toBe(BASE));
  });
});
