import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { dataTableApi, rowsOf } from './api';
import { DataTableStore } from './DataTableStore';

const PAGE = '/statistics/tables/channels';

describe('DataTableStore', () => {
  it('asks {page}/data/ and {page}/columns/ with the spec’s filters (PHP lists); columns again only when the filters change', async () => {
    window.history.replaceState(null, '', `${PAGE}#dr=2026-11-01,2026-11-20&t=1,3&tmt=and`);
    const store = new DataTableStore(dataTableApi());
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    const data = backend.last('GET', `${PAGE}/data/`);
    expect(data.query).toEqual({ tags: ['1', '3'], tags_mode: 'and', date_range: ['2026-11-01', '2026-11-20'], page: '1', per_page: '50', field: 'id', order: 'desc' });
    expect(data.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.last('GET', `${PAGE}/columns/`).query).toEqual({ tags: ['1', '3'], tags_mode: 'and', date_range: ['2026-11-01', '2026-11-20'] });
    expect(store.report.columns.map((c) => c.title)).toEqual(['ID', 'Канал', 'Дата', 'Показы', 'Клики', 'CTR, %']);
    expect(store.report.rows.every((row) => String(row.day) >= '2026-11-01' && String(row.day) <= '2026-11-20')).toBe(true);
    expect(store.report.totals[0].shows).toBe(store.report.rows.reduce((n, row) => n + Number(row.shows), 0));
    expect(store.report.compiledAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);

    // Every matching row is in the answer: the sort happens here, without a call.
    store.report.sortBy('clicks');
    const clicks = store.report.shownRows.map((row) => Number(row.clicks));
    expect(clicks).toEqual([...clicks].sort((a, b) => a - b));
    expect(backend.all('GET', `${PAGE}/data/`)).toHaveLength(1);
    store.report.setPerPage(50);
    store.draft.edit('tmt', 'or');
    store.search();
    await waitFor(() => expect(backend.all('GET', `${PAGE}/data/`)).toHaveLength(2));
    expect(backend.last('GET', `${PAGE}/data/`).query).toMatchObject({ tags_mode: 'or', field: 'clicks', order: 'asc' });
    expect(backend.all('GET', `${PAGE}/columns/`)).toHaveLength(2);
    store.report.setPage(1);
    store.search(); // the same filters: fresh data, the same columns
    await waitFor(() => expect(backend.all('GET', `${PAGE}/data/`)).toHaveLength(3));
    expect(backend.all('GET', `${PAGE}/columns/`)).toHaveLength(2);
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced; a sort while the columns are in flight waits for them (issue 42)', async () => {
    const { requests } = await expectLatestWins({
      at: PAGE,
      makeStore: () => new DataTableStore(dataTableApi()),
      list: (store) => store.report,
      path: `${PAGE}/data/`,
      alsoHeld: [`${PAGE}/columns/`],
      rowsOf: (data) => rowsOf(data),
      changes: [
        (store) => {
          store.draft.edit('dr', '2026-11-05,2026-11-15');
          store.search();
        },
        (store) => {
          store.draft.edit('t', '2');
          store.search();
        },
        // The same filters: the columns asked for by the change before, still held, are the ones it waits for.
        (store) => store.report.sortBy('shows'),
      ],
    });
    expect(backend.all('GET', `${PAGE}/columns/`).map((r) => Boolean(r.aborted))).toEqual([true, true, false]);
    expect(requests.at(-1)?.query).toEqual({ tags: ['2'], tags_mode: 'or', date_range: ['2026-11-05', '2026-11-15'], page: '1', per_page: '50', field: 'shows', order: 'asc' });
    expect(window.location.hash).toBe('#dr=2026-11-05%2C2026-11-15&t=2&f=shows&o=asc');
  });
});
