// A 4 / A 5 multi-line search: names one per line (empty ignored, nothing on empty input), equal or like,
// rows filtered by what they found, one match picked per row, apply; the latest search wins.
import { waitFor } from '@testing-library/react';
import { api } from '../http';
import { notify } from '../notify';
import { backend } from '@test/setup';
import { multiSearchRows, MultiSearchStore, namesOf } from './MultiSearchStore';

interface Geo {
  id: string;
  name: string;
}
const geo = (raw: unknown): Geo | null => {
  const r = raw as { id?: unknown; name?: unknown } | null;
  return typeof r?.id === 'number' && typeof r.name === 'string' ? { id: String(r.id), name: r.name } : null;
};
const PATH = '/hb/geo-by-names';
const ANSWER = {
  success: true,
  data: [
    { search: 'Москва', result: [{ id: 1, name: 'Москва' }] },
    { search: 'Троицк', result: [{ id: 2, name: 'Троицк (Москва)' }, { id: 3, name: 'Троицк (Челябинская обл.)' }, 'мусор'] },
    { search: 'Нигде', result: [] },
    { search: 'Мск', result: [{ id: 1, name: 'Москва' }] },
  ],
};

function make(applied: Geo[][] = []) {
  return new MultiSearchStore<Geo>({
    search: async (names, mode, signal) => multiSearchRows((await api.post<unknown>(PATH, { names, filter_type: mode }, { signal })).data, geo),
    idOf: (g) => g.id,
    apply: (items) => applied.push(items),
  });
}

describe('MultiSearchStore', () => {
  it('names: one per line, trimmed, empty lines ignored; empty input sends nothing', async () => {
    expect(namesOf(' Москва \r\n\n  \nТроицк\n')).toEqual(['Москва', 'Троицк']);
    const store = make();
    store.setText('\n   \n');
    await store.run();
    expect(backend.all('POST', PATH)).toHaveLength(0);
  });

  it('sends names and the mode, filters the rows, picks the one matches, applies one item per row without repeats', async () => {
    backend.fail('POST', PATH, ANSWER);
    const applied: Geo[][] = [];
    const store = make(applied);
    store.setText('Москва\n\nТроицк\nНигде\nМск');
    store.setMode('like');
    await store.run();
    expect(backend.last('POST', PATH).body).toEqual({ names: ['Москва', 'Троицк', 'Нигде', 'Мск'], filter_type: 'like' });
    expect(store.counts).toEqual({ all: 4, none: 1, one: 2, many: 1 });
    expect(store.rows[1].result).toHaveLength(2); // the garbage item dropped
    store.setFilter('many');
    expect(store.shown.map(({ row }) => row.search)).toEqual(['Троицк']);
    store.setFilter('none');
    expect(store.shown.map(({ row }) => row.search)).toEqual(['Нигде']);
    expect(store.chosen.map((g) => g.id)).toEqual(['1']);
    store.pick(1, '3');
    store.apply();
    expect(applied).toEqual([[{ id: '1', name: 'Москва' }, { id: '3', name: 'Троицк (Челябинская обл.)' }]]);
  });

  it('a new search aborts the one in flight; a failure shows its toast and keeps the text', async () => {
    const store = make();
    store.setText('Москва');
    backend.fail('POST', PATH, ANSWER);
    const held = backend.hold('POST', PATH);
    const first = store.run();
    await waitFor(() => expect(backend.all('POST', PATH)).toHaveLength(1));
    const second = store.run();
    held.release();
    await Promise.all([first, second]);
    expect(backend.all('POST', PATH).map((r) => r.aborted === true)).toEqual([true, false]);
    expect(store.rows).toHaveLength(4);
    backend.fail('POST', PATH, { success: false, message: 'Поиск недоступен' });
    await store.run();
    expect(store.searching).toBe(false);
    expect(store.text).toBe('Москва');
    expect(notify.toasts[0]).toMatchObject({ title: 'Ошибка', lines: ['Поиск недоступен'] });
  });

  it('a search that alerts its failures (A 8, the geo search) opens an alert with the message, no toast (issue 43)', async () => {
    const store = new MultiSearchStore<Geo>({
      search: async (names, mode, signal) => multiSearchRows((await api.post<unknown>(PATH, { names, filter_type: mode }, { signal })).data, geo),
      idOf: (g) => g.id,
      apply: () => undefined,
      alertsFailure: true,
    });
    store.setText('Москва');
    backend.fail('POST', PATH, { success: false, message: 'Поиск недоступен' });
    await store.run();
    expect(notify.dialogs.map((d) => [d.kind, d.title, d.message])).toEqual([['alert', 'Ошибка', 'Поиск недоступен']]);
    expect(notify.toasts).toEqual([]);
  });
});

