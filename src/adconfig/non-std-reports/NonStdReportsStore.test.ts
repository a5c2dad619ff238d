import { waitFor } from '@testing-library/react';
import { backend } from '@test/setup';
import { nonStdReportsApi } from './api';
import { NonStdReportsStore } from './NonStdReportsStore';
import { VIEW_MODE_KEY } from './viewMode';

const BASE = '/stat/non-std-reports';

describe('NonStdReportsStore', () => {
  it('loads every report, decodes a malformed one to empty values and drops one without an id', async () => {
    backend.fail('GET', BASE, {
      success: true,
      data: [{ id: 1, name: 'Хороший', status: 'active', result_type: 'xlsx', params: { filters: [{ key: 'a', type: 'date' }, { type: 'int' }] }, access: { roles: ['admin', 5], users: [7, 'x'] } }, { id: 'два', name: 'Без id' }, null, { id: 3, name: 42, params: 'нет', access: null }],
    });
    window.history.replaceState(null, '', BASE);
    const store = new NonStdReportsStore(nonStdReportsApi(BASE));
    const stop = store.start();
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(store.list.rows).toEqual([
      expect.objectContaining({ id: 1, name: 'Хороший', filters: [{ key: 'a', type: 'date', default: '' }], access: { roles: ['admin', '5'], users: [7] } }),
      expect.objectContaining({ id: 3, name: '42', status: '', filters: [], access: { roles: [], users: [] } }),
    ]);
    stop();
  });

  it('a backend that ignores `search` still gives only the reports whose name holds it (case aside), counted as such', async () => {
    backend.fail('GET', BASE, { success: true, data: [{ id: 1, name: 'Выручка по дням' }, { id: 2, name: 'Показы' }, { id: 3, name: 'Итоговая ВЫРУЧКА' }], meta: { total_count: 3 } });
    window.history.replaceState(null, '', `${BASE}#q=${encodeURIComponent('выручка')}`);
    const store = new NonStdReportsStore(nonStdReportsApi(BASE));
    const stop = store.start();
    await waitFor(() => expect(store.list.loaded).toBe(true));
    expect(backend.last('GET', BASE).query).toEqual({ search: 'выручка' });
    expect([store.list.rows.map((r) => r.id), store.list.total]).toEqual([[1, 3], 2]);
    stop();
  });

  it('keeps grid or list in localStorage, grid by default and for anything else stored', () => {
    window.localStorage.setItem(VIEW_MODE_KEY, 'мозаика');
    const store = new NonStdReportsStore(nonStdReportsApi(BASE));
    expect(store.view).toBe('grid');
    store.setView('list');
    expect(window.localStorage.getItem(VIEW_MODE_KEY)).toBe('list');
    expect(new NonStdReportsStore(nonStdReportsApi(BASE)).view).toBe('list');
    window.localStorage.removeItem(VIEW_MODE_KEY);
  });
});
