import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { notify } from '@core/notify';
import { answerConfirm } from '@test/dialogs';
import { backend } from '@test/setup';
import { bannersTargetingApi } from './api';
import { BannersTargetingStore } from './BannersTargetingStore';

const PAGE = '/campaigns/banners-targeting';
const SYNC = '/api/campaigns/1/banners';

async function started(at = `${PAGE}/?id=1`) {
  window.history.replaceState(null, '', at);
  const store = new BannersTargetingStore(bannersTargetingApi({ url: PAGE, campaignId: 1 }));
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannersTargetingStore', () => {
  it('asks for the campaign\'s page with field and order (banner_id desc) and no page size; the size comes from meta.per_page; filters go as filters[…] from the hash', async () => {
    const { store, stop } = await started();
    const first = backend.last('GET', PAGE);
    expect(first.query).toEqual({ id: '1', page: '1', field: 'banner_id', order: 'desc' });
    expect(first.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows).toHaveLength(50);
    expect(store.list.rows[0]).toEqual({ id: 120, name: expect.any(String), type_id: expect.any(Number), adv_engine_id: expect.any(Number), is_limited: false });
    expect(store.list.total).toBe(120);
    expect(store.perPage).toBe(50);
    expect(store.list.pageCount).toBe(3);

    store.draft.edit('q', 'баннер №1');
    store.draft.edit('l', 'yes');
    store.search();
    await waitFor(() => expect(backend.last('GET', PAGE).query).toMatchObject({ 'filters[name]': 'баннер №1', 'filters[is_limited]': '1' }));
    expect(window.location.hash).toBe('#q=%D0%B1%D0%B0%D0%BD%D0%BD%D0%B5%D1%80+%E2%84%961&l=yes');
    stop();

    // An answer naming another page size: the pages follow it; an absurd one falls back to 50.
    backend.fail('GET', PAGE, { success: true, data: [{ banner_id: 5, name: 'Пять', is_limited: '1' }, { name: 'без id' }], meta: { total_count: 45, per_page: 20 } });
    const other = await started();
    expect(other.store.perPage).toBe(20);
    expect(other.store.list.pageCount).toBe(3);
    expect(other.store.list.rows).toEqual([{ id: 5, name: 'Пять', type_id: null, adv_engine_id: null, is_limited: true }]);
    other.stop();
    backend.fail('GET', PAGE, { success: true, data: [], meta: { total_count: 0, per_page: -3 } });
    const absurd = await started();
    expect(absurd.store.perPage).toBe(50);
    absurd.stop();
  });

  it('add makes a banner limited (POST {banners}), exclude removes that (DELETE {banners}); the row busy meanwhile; a failure says so and changes nothing', async () => {
    const { store, stop } = await started(`${PAGE}/?id=1#l=no`);
    const row = store.list.rows[0];
    expect(row.is_limited).toBe(false);
    const hold = backend.hold('POST', SYNC);
    const adding = store.add(row);
    await waitFor(() => expect(backend.all('POST', SYNC)).toHaveLength(1));
    expect(store.isSaving(row)).toBe(true);
    expect(await store.add(row)).toBe(false); // one call per banner at a time
    hold.release();
    expect(await adding).toBe(true);
    expect(backend.last('POST', SYNC).body).toEqual({ banners: [row.id] });
    expect(store.isSaving(row)).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Баннеры добавлены в таргетинг'] });
    // The filter 'not added' drops it on the reload.
    expect(store.list.rows.map((r) => r.id)).not.toContain(row.id);

    store.draft.edit('l', 'yes');
    store.search();
    await waitFor(() => expect(store.list.rows.map((r) => r.id)).toContain(row.id));
    const limited = store.list.rows.find((r) => r.id === row.id);
    if (!limited) throw new Error('the banner added is listed');
    expect(await store.exclude(limited)).toBe(true);
    expect(backend.last('DELETE', SYNC).body).toEqual({ banners: [row.id] });
    expect(store.list.rows.map((r) => r.id)).not.toContain(row.id);

    backend.fail('POST', SYNC, { success: false, message: 'Нет доступа к кампании' });
    const [next] = store.list.rows;
    expect(await store.exclude(next)).toBe(true);
    store.draft.edit('l', '');
    store.search();
    await waitFor(() => expect(backend.last('GET', PAGE).query['filters[is_limited]']).toBeUndefined());
    const plain = store.list.rows.find((r) => !r.is_limited);
    if (!plain) throw new Error('seed: a banner not added');
    expect(await store.add(plain)).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger', title: 'Ошибка', lines: ['Нет доступа к кампании'] });
    expect(store.list.rows.find((r) => r.id === plain.id)?.is_limited).toBe(false);

    // 'Исключить все': asked first, then DELETE {banners url}/clear; none is added after the reload.
    const clearing = store.clearAll();
    expect(await answerConfirm(true)).toEqual({ title: 'Исключить все баннеры из таргетинга кампании', message: 'Вы уверены?' });
    expect(await clearing).toBe(true);
    expect(backend.all('DELETE', `${SYNC}/clear`)).toHaveLength(1);
    expect(store.list.rows.some((r) => r.is_limited)).toBe(false);
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'success', lines: ['Все баннеры исключены из таргетинга'] });
    stop();
  });
});
