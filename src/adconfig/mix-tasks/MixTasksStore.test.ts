import { waitFor } from '@testing-library/react';
import { backend, sentQuery } from '@test/setup';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { mixTasksApi } from './api';
import { filterValues } from '@core/hash/filterValues';
import { MixTasksStore } from './MixTasksStore';

const ROUTE = '/preferences/mix-tasks';

function startAt(url: string) {
  window.history.replaceState(null, '', url);
  const store = new MixTasksStore(mixTasksApi());
  return { store, stop: store.start() };
}

describe('MixTasksStore', () => {
  it('asks {route} for page 1 with=[filters, columns] and the ajax and CSRF headers; builds the sidebar and columns from the answer; the total from meta.total_count', async () => {
    const { store, stop } = startAt(ROUTE);
    await waitFor(() => expect(store.list.state).not.toBe('loading'));
    const request = backend.last('GET', ROUTE);
    expect(sentQuery(request)).toBe('page=1&with[]=filters&with[]=columns');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(store.filterSpecs.map((f) => [f.name, f.type])).toEqual([['name', 'text'], ['status', 'select'], ['id', 'text']]);
    expect(store.filterSpecs[1].options.map((o) => o.title)).toEqual(['Новая', 'В работе', 'В архиве']);
    expect(store.columnSpecs.map((c) => c.field)).toEqual(['id', 'name', 'to_mix', 'to_mix_daily', 'status', 'created']);
    expect(store.list.total).toBe(backend.db.collection('mix-tasks').count());
    expect(store.list.rows).toHaveLength(50);
    stop();
  });

  it("pages by the size the answer names (meta.per_page), one request each, the rows never cut to 50; nothing for the operator to choose (issue 42)", async () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, name: `Задача ${i + 1}`, to_mix: 10, to_mix_daily: null, status: 'new' }));
    backend.fail('GET', ROUTE, { success: true, data: rows, meta: { total_count: 250, per_page: 100 } });
    const { store, stop } = startAt(`${ROUTE}#p=2`);
    await waitFor(() => expect(store.list.state).toBe('ready'));
    expect([store.list.rows.length, store.list.pageCount, store.list.paging.perPage, store.list.paging.perPageChosen]).toEqual([100, 3, 100, false]);
    expect(backend.all('GET', ROUTE).map(sentQuery)).toEqual(['page=2&with[]=filters&with[]=columns']);
    stop();
  });

  it('without meta.per_page takes the size the server pages show, never cutting a page of 100 nor leaving pages of 20 unreachable', async () => {
    const rows = (n: number, from = 1) => Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Задача ${from + i}`, to_mix: 10, to_mix_daily: null, status: 'new' }));
    backend.fail('GET', ROUTE, { success: true, data: rows(100), meta: { total_count: 250 } });
    const big = startAt(ROUTE);
    await waitFor(() => expect(big.store.list.state).toBe('ready'));
    expect([big.store.list.rows.length, big.store.list.pageCount]).toEqual([100, 3]);
    big.stop();

    backend.fail('GET', ROUTE, { success: true, data: rows(20, 21), meta: { total_count: 100 } });
    const small = startAt(`${ROUTE}#p=2`);
    await waitFor(() => expect(small.store.list.state).toBe('ready'));
    expect([small.store.list.rows.length, small.store.list.pageCount, small.store.list.paging.perPage]).toEqual([20, 5, 20]);
    small.stop();
  });

  it('starts from the filters of the hash, applies the sidebar (empty values dropped, names sorted) and writes it back', async () => {
    const { store, stop } = startAt(`${ROUTE}#fl=status%3Darchive&p=2`);
    await waitFor(() => expect(store.list.state).not.toBe('loading'));
    expect(backend.last('GET', ROUTE).query).toMatchObject({ 'filters[status]': 'archive', page: '1' });
    expect(store.draft.value('status')).toBe('archive');
    store.draft.edit('name', '  Микс ');
    store.draft.edit('id', '');
    store.draft.search();
    await waitFor(() => expect(backend.last('GET', ROUTE).query).toMatchObject({ 'filters[name]': 'Микс', 'filters[status]': 'archive', page: '1' }));
    expect(backend.last('GET', ROUTE).query).not.toHaveProperty('filters[id]');
    expect(window.location.hash).toBe('#fl=name%3D%D0%9C%D0%B8%D0%BA%D1%81%26status%3Darchive');
    store.draft.reset();
    await waitFor(() => expect(sentQuery(backend.last('GET', ROUTE))).toBe('page=1&with[]=filters&with[]=columns'));
    expect(store.draft.value('name')).toBe('');
    stop();
  });

  it('reads only the written form of a filter set from the hash: unsorted, repeated, empty or odd names are no filters', () => {
    const field = filterValues();
    expect(field.parse('name=a&status=new')).toEqual({ name: 'a', status: 'new' });
    for (const raw of ['status=new&name=a', 'name=a&name=b', 'name=', '__proto__=x', 'a[b]=1', 'name=%E0%A4%A', 'name=%41', 'name=a+b']) expect(field.parse(raw)).toBeUndefined();
  });
});
