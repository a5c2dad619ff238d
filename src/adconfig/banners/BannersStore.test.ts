import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { backend } from '@test/setup';
import { bannersApi } from './api';
import { BannersStore } from './BannersStore';

async function started(at = '/banners/', url?: string) {
  window.history.replaceState(null, '', at);
  const store = new BannersStore(bannersApi(url));
  const stop = store.start();
  await waitFor(() => expect(store.list.loaded).toBe(true));
  return { store, stop };
}

describe('BannersStore', () => {
  it('asks the page path for page 1 of 50, banner_id descending; the names of types and engines from the answer; a page and a sort go to the hash', async () => {
    const { store, stop } = await started();
    const request = backend.last('GET', '/banners');
    expect(request.search).toBe('page=1&field=banner_id&order=desc');
    expect(store.perPage).toBe(50);
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.list.rows).toHaveLength(50);
    expect(store.list.rows[0].id).toBe(120);
    expect(store.list.total).toBe(123); // 120 of the first kind, 3 of the second
    expect(store.choices.typeName(1)).toBe('Картинка 240×400');
    expect(store.choices.engineName(2)).toBe('Яндекс РСЯ');
    expect(store.choices.typeName(99)).toBe('#99');

    store.list.setPage(3);
    await waitFor(() => expect(store.list.rows.map((r) => r.id)).toContain(1));
    expect(window.location.hash).toBe('#p=3');
    store.list.sortBy('name');
    await waitFor(() => expect(backend.last('GET', '/banners').query).toMatchObject({ field: 'name', page: '1' }));
    stop();
  });

  it('decodes limited_params of any shape and settings (macros, the ORD marking or none); rows without an id are left out', async () => {
    backend.fail('GET', '/office/banners', {
      success: true,
      data: [
        { id: 7, name: 'Баннер', is_limited: 1, limited_params: { campaign_id: 3, sites: [1, 2], deep: { a: { b: { c: { d: 1 } } } } }, settings: { srcScopes: { city: 'msk' }, ord: { text: 'Реклама', size: '11', align: 'center' } } },
        { banner_id: 8, name: 'Без параметров', limited_params: 'мусор', settings: null },
        { name: 'без id' },
      ],
      meta: { total_count: 3 },
    });
    const { store, stop } = await started('/banners/', '/office/banners');
    const [first, second] = store.list.rows;
    expect(store.list.rows).toHaveLength(2);
    expect(first).toMatchObject({ id: 7, is_limited: true, settings: { srcScopes: [{ key: 'city', val: 'msk' }], ord: { text: 'Реклама', size: 11, align: 'center' } } });
    expect(first.limited_params).toEqual([
      { key: 'campaign_id', value: '3' },
      { key: 'sites', value: '1, 2' },
      { key: 'deep', value: 'a: b: c: …' },
    ]);
    expect(second).toMatchObject({ id: 8, is_limited: false, limited_params: [], settings: { srcScopes: [], ord: null } });
    store.showParams(second);
    expect(store.shown).toBe(second);
    store.closeParams();
    expect(store.shown).toBeNull();
    stop();
  });

  it('takes the page size from the answer’s meta.per_page (A 9), 50 when it names none or an absurd one', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ banner_id: 100 - i, name: `Баннер ${100 - i}` }));
    backend.fail('GET', '/banners', { success: true, data: rows, meta: { total_count: 45, per_page: 20 } });
    const { store, stop } = await started();
    expect(store.perPage).toBe(20);
    expect(store.list.pageCount).toBe(3);
    stop();
    backend.fail('GET', '/banners', { success: true, data: rows, meta: { total_count: 45, per_page: -3 } });
    const absurd = await started();
    expect(absurd.store.perPage).toBe(50);
    expect(absurd.store.list.pageCount).toBe(1);
    absurd.stop();
  });
});
