import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { VALUE_ERRORS } from '@fixtures/server/routes/handbook-values-api';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { handbookValueApi } from '@adconfig/shared/handbookValue/api';
import { HandbookValueEditStore } from './HandbookValueEditStore';
import { EXTENSIONS } from './props';

const API = '/api/hb/handbook-values';
/** A 7 data access: the Channels.search calls made, by their arguments. */
const channelsAsked = () => backend.requests.filter((r) => r.query['api.model'] === 'Channels' && r.query['api.method'] === 'search').map((r) => JSON.parse(String(r.query['api.args'])) as unknown);

async function started(id = 31) {
  window.history.replaceState(null, '', `/preferences/handbook-values/3/${id}`);
  const store = new HandbookValueEditStore(handbookValueApi(), id, EXTENSIONS);
  const stop = store.page.start();
  await waitFor(() => expect(store.page.state).toBe('ready'));
  await waitFor(() => expect(store.channelsState).not.toBe('loading'));
  return { store, stop };
}

describe('HandbookValueEditStore', () => {
  it('loads the value and its channels (the data access Channels.search with the channel_id filter), with the headers', async () => {
    const { store, stop } = await started();
    expect(backend.last('GET', `${API}/31`).headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.form.values).toEqual({ name: 'Прямые продажи', val: 'channel_1', sort: '0', organization_id: null, params: { channels: [101, 102, 103], description: 'Канал продаж «Прямые продажи»' } });
    expect(store.record?.handbookName).toBe('Каналы продаж');
    expect(store.organizations).toHaveLength(4);
    expect(channelsAsked()).toEqual([[{ channel_id: [101, 102, 103] }]]);
    expect(backend.last('GET', '/api/').headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.channel(103)).toEqual({ channel_id: 103, name: 'Авто.ру партнёр — канал №3', url: 'https://channel103.example.ru/', status: 'active' });
    stop();
  });

  it('adds channels by comma-separated ids (numbers only, unknown ones named), removes one, and saves the value', async () => {
    const { store, stop } = await started();
    const calls = channelsAsked().length;
    store.setIdsText('104, abc');
    await store.addChannels();
    expect(store.idsError).toBe('Необходимо корректно заполнить поле с идентификаторами!');
    expect(channelsAsked()).toHaveLength(calls);
    store.setIdsText('104, 999,101,');
    await store.addChannels();
    expect(channelsAsked().at(-1)).toEqual([{ channel_id: [104, 999] }]);
    expect(store.channelIds).toEqual([101, 102, 103, 104]);
    expect(store.idsError).toBe('Каналы не найдены: 999');
    expect(store.idsText).toBe('999');
    store.removeChannel(102);
    expect(store.form.dirty).toBe(true);
    store.form.set('sort', '3');
    await store.save();
    expect(backend.last('PUT', `${API}/31`).body).toEqual({
      id: 31, name: 'Прямые продажи', val: 'channel_1', sort: 3, organization_id: null, handbook_id: 3,
      params: { channels: [101, 103, 104], description: 'Канал продаж «Прямые продажи»' },
    });
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Успешно сохранено'] });
    expect(store.form.dirty).toBe(false);
    stop();
  });

  it('refuses a non-number sort and shows the server errors by field, on their tab, keeping the values', async () => {
    const { store, stop } = await started(32);
    store.form.set('sort', 'десять');
    await store.save();
    expect(store.form.errors).toEqual({ sort: 'Поле должно содержать число!' });
    expect(backend.all('PUT', `${API}/32`)).toHaveLength(0);
    store.form.set('sort', '1');
    store.form.set('val', 'channel_1');
    await store.save();
    expect(store.form.errorAt('val')).toBe(VALUE_ERRORS.valTaken);
    expect(store.form.tabErrorsText).toBe('Обнаружены ошибки на вкладках: Основное');
    expect(store.form.values.val).toBe('channel_1');
    stop();
  });
});
