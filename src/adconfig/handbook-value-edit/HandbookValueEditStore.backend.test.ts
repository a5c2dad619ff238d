// Issue 41: on the existing backend (strict stand-in: the one-value GET answers 404, saves answer {success: true})
// the page works from the value it prints, and the value saved back keeps every field it does not edit.
import { waitFor } from '@testing-library/react';
import { UNKNOWN_FIELD, UNKNOWN_FIELD_VALUE } from '@fixtures/server/core/answerModes';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { HandbookValueEditStore } from './HandbookValueEditStore';
import { EXTENSIONS } from './props';

const API = '/api/hb/handbook-values';
const PRINTED = {
  id: 31, name: 'Прямые продажи', val: 'channel_1', sort: 0, organization_id: null, handbook_id: 3,
  params: { channels: [101], description: 'Канал', zz_param: 1 }, handbook: { id: 3, name: 'Каналы продаж' }, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE,
};
const ORGANIZATIONS = [{ organization_id: 9, name: 'ООО «Из страницы»' }];

async function started(printed: Parameters<typeof handbookValueApi>[1]) {
  window.history.replaceState(null, '', '/preferences/handbook-values/3/31');
  const store = new HandbookValueEditStore(handbookValueApi('', printed), 31, EXTENSIONS);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).not.toBe('loading'));
  return { store, stop };
}

describe('HandbookValueEditStore on the existing backend', () => {
  it('shows the value the page printed without the GET the spec does not name', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ record: PRINTED, organizations: ORGANIZATIONS });
    expect(store.page.state).toBe('ready');
    expect(backend.all('GET', `${API}/31`)).toHaveLength(0);
    expect(store.form.values.name).toBe('Прямые продажи');
    expect(store.record?.handbookName).toBe('Каналы продаж');
    expect(store.organizations).toEqual(ORGANIZATIONS);
    stop();
  });

  it('saves the value back with its unknown fields and params (not its handbook view); a bare answer is a save', async () => {
    backend.setModes({ strict: true });
    const { store, stop } = await started({ record: PRINTED, organizations: ORGANIZATIONS });
    store.form.set('name', 'Прямые продажи 2');
    await store.save();
    const sent = backend.last('PUT', `${API}/31`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ id: 31, [UNKNOWN_FIELD]: UNKNOWN_FIELD_VALUE, name: 'Прямые продажи 2', params: { zz_param: 1, channels: [101] } });
    expect(sent.body).not.toHaveProperty('handbook');
    expect(store.form.dirty).toBe(false);
    expect(store.record?.name).toBe('Прямые продажи 2');
    expect(store.record?.handbookName).toBe('Каналы продаж');
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success' });
    stop();
  });
});
