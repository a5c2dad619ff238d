import { waitFor } from '@testing-library/react';
import { localPaging, type Paging } from '../paging';
import type { ReportPage } from './ReportStore';
import { ReportStore } from './ReportStore';

interface Row {
  id: number;
  name: string;
  value: number | null;
}
const rows: Row[] = [
  { id: 3, name: 'Яблоко', value: 5 },
  { id: 2, name: 'арбуз', value: null },
  { id: 1, name: 'Банан', value: 12 },
];
const page = (over: Partial<ReportPage<Row>> = {}): ReportPage<Row> => ({
  rows,
  totals: [{ id: 0, name: '', value: 17 }],
  columns: [{ field: 'name', title: 'Название', isCard: false, sortable: true }],
  compiledAt: '2026-11-22 06:00:00',
  total: rows.length,
  info: undefined,
  ...over,
});

function storeWith(load: (paging: Paging, signal: AbortSignal) => Promise<ReportPage<Row>>, details?: (row: Row, signal: AbortSignal) => Promise<string>) {
  const paging = localPaging({ sort: 'id', order: 'desc' });
  const calls: Paging[] = [];
  const store = new ReportStore<Row, object, undefined, string>({
    query: () => ({}),
    load: (_q, p, signal) => {
      calls.push(p);
      return load(p, signal);
    },
    paging,
    rowKey: (row) => row.id,
    buildingMs: 100,
    details: details && ((row, _q, signal) => details(row, signal)),
  });
  return { store, calls, stop: store.start() };
}

describe('ReportStore', () => {
  it('shows the answer (rows, totals, columns, compile time) through loading → building → ready, and sorts a complete answer on the client', async () => {
    const { store, calls, stop } = storeWith(async () => page());
    expect(store.state).toBe('loading');
    expect(store.stateText).toBe('Ожидаю данные...');
    await waitFor(() => expect(store.state).toBe('building'));
    expect(store.stateText).toBe('Данные получены. Строю таблицу...');
    await waitFor(() => expect(store.state).toBe('ready'));
    expect(store.columns.map((c) => c.field)).toEqual(['name']);
    expect(store.totals).toHaveLength(1);
    expect(store.compiledAt).toBe('2026-11-22 06:00:00');
    expect(store.complete).toBe(true);

    store.sortBy('name');
    expect(store.shownRows.map((r) => r.name)).toEqual(['арбуз', 'Банан', 'Яблоко']);
    store.sortBy('name');
    expect(store.shownRows.map((r) => r.name)).toEqual(['Яблоко', 'Банан', 'арбуз']);
    store.sortBy('value'); // blanks last whichever the order
    expect(store.shownRows.map((r) => r.value)).toEqual([5, 12, null]);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
    stop();
  });

  it('asks the server to sort (from page 1) when the answer holds one page of several', async () => {
    const { store, calls, stop } = storeWith(async () => page({ total: 120 }));
    await waitFor(() => expect(store.state).toBe('ready'));
    store.setPage(2);
    await waitFor(() => expect(calls).toHaveLength(2));
    store.sortBy('name');
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toMatchObject({ sort: 'name', order: 'asc', page: 1 });
    expect(store.shownRows).toBe(store.rows);
    stop();
  });

  it('keeps one row open at a time, loads its details, closes it on a second click', async () => {
    const { store, stop } = storeWith(async () => page(), async (row) => `дни ${row.id}`);
    await waitFor(() => expect(store.state).toBe('ready'));
    store.toggle(rows[0]);
    expect(store.expanded).toEqual({ key: 3, state: 'loading', detail: null });
    await waitFor(() => expect(store.expanded).toEqual({ key: 3, state: 'ready', detail: 'дни 3' }));
    store.toggle(rows[2]);
    expect(store.isExpanded(rows[0])).toBe(false);
    await waitFor(() => expect(store.expanded?.detail).toBe('дни 1'));
    store.toggle(rows[2]);
    expect(store.expanded).toBeNull();
    stop();
  });

  it('aborts the load in flight when a new one starts and never shows the stale answer', async () => {
    const answers: Array<(p: ReportPage<Row>) => void> = [];
    const signals: AbortSignal[] = [];
    const { store, stop } = storeWith(
      (_p, signal) =>
        new Promise((resolve) => {
          signals.push(signal);
          answers.push(resolve);
        }),
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    void store.load();
    expect(signals[0].aborted).toBe(true);
    answers[1](page({ rows: [rows[2]], total: 1 }));
    await waitFor(() => expect(store.state).toBe('ready'));
    answers[0](page());
    await new Promise((r) => setTimeout(r, 0));
    expect(store.rows).toEqual([rows[2]]);
    stop();
  });

  it('a page, a sort or the same filters again while the first columns call runs wait for that call: never its aborted answer, never a dropped load (issue 42)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Строка ${i + 1}`, value: i }));
    const columnsAsked: AbortSignal[] = [];
    let answerColumns: () => void = () => undefined;
    const paging = localPaging({ sort: 'id', order: 'desc' });
    const store = new ReportStore<Row, object>({
      query: () => ({}),
      load: async (_q, p) => page({ rows: many.slice((p.page - 1) * 50, p.page * 50), total: 120 }),
      // As http answers an aborted call: an AbortError.
      loadColumns: (_q, signal) =>
        new Promise((resolve, reject) => {
          columnsAsked.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          answerColumns = () => resolve([{ field: 'value', title: 'Значение', isCard: false, sortable: true }]);
        }),
      paging,
      rowKey: (row) => row.id,
      buildingMs: 0,
    });
    const stop = store.start();
    await waitFor(() => expect(columnsAsked).toHaveLength(1));
    paging.update({ page: 2 });
    paging.update({ sort: 'name', order: 'asc' });
    void store.load(); // 'Найти' with the filters unchanged
    await new Promise((r) => setTimeout(r, 0));
    expect(columnsAsked).toHaveLength(1);
    expect(columnsAsked[0].aborted).toBe(false);
    answerColumns();
    await waitFor(() => expect(store.state).toBe('ready'));
    expect(store.rows[0].name).toBe('Строка 51');
    expect(store.columns.map((c) => c.title)).toEqual(['Значение']);
    expect(store.error).toBeNull();
    stop();
    expect(columnsAsked[0].aborted).toBe(true);
  });

  it('cuts an answer longer than the page asked for to the page size (a backend that ignores perPage)', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Строка ${i + 1}`, value: i }));
    const { store, calls, stop } = storeWith(async () => page({ rows: many, total: 120 }));
    await waitFor(() => expect(store.state).toBe('ready'));
    expect(calls[0].perPage).toBe(50);
    expect(store.rows).toHaveLength(50);
    expect(store.shownRows[49].name).toBe('Строка 50');
    expect(store.complete).toBe(false);
    stop();
  });
});
