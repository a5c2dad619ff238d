import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { periodReportApi, rowsOf } from './api';
import { PeriodReportStore } from './PeriodReportStore';

const PAGE = '/statistics/reports/sales';

describe('PeriodReportStore', () => {
  it('asks its page for 15 rows by requested descending and, with the same filters, for the totals; shows building for 500 ms', async () => {
    window.history.replaceState(null, '', `${PAGE}#fl=product%3Dvideo`);
    const store = new PeriodReportStore(periodReportApi());
    const stop = store.start();
    await waitFor(() => expect(store.report.state).toBe('building'));
    const [report, totals] = backend.all('GET', PAGE);
    expect(report.query).toEqual({ 'filters[product]': 'video', page: '1', per_page: '15', field: 'requested', order: 'desc' });
    expect(report.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(totals.query).toEqual({ 'filters[product]': 'video', get_totals: '1' });
    const built = Date.now();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(Date.now() - built).toBeGreaterThanOrEqual(400);

    expect(store.report.total).toBe(14);
    expect(store.report.rows).toHaveLength(14);
    expect(store.report.periods.map((p) => p.title)).toEqual(['Сентябрь 2026', 'Октябрь 2026', 'Ноябрь 2026']);
    const { fixed, repeated } = store.report.layout;
    expect(fixed.map((c) => c.field)).toEqual(['name']);
    expect(repeated.map((c) => c.title)).toEqual(['Запрошено', 'Показы', 'Клики']);
    const sum = store.report.rows.reduce((n, row) => n + Number(row.periods['2026-10']?.requested ?? 0), 0);
    expect(store.report.totals[0].periods['2026-10']?.requested).toBe(sum);
    expect(store.filterSpecs.map((f) => [f.name, f.type])).toEqual([['name', 'text'], ['product', 'select'], ['date_from', 'date']]);
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: PAGE,
      makeStore: () => new PeriodReportStore(periodReportApi()),
      list: (store) => store.report,
      path: PAGE,
      where: (request) => request.query.get_totals === undefined,
      rowsOf: (data) => rowsOf(data),
      changes: [
        (store) => {
          store.draft.edit('product', 'native');
          store.draft.search();
        },
        (store) => store.report.sortBy('clicks'),
        (store) => {
          store.draft.edit('name', 'group');
          store.draft.search();
        },
      ],
    });
    expect(requests.at(-1)?.query).toEqual({ 'filters[name]': 'group', 'filters[product]': 'native', page: '1', per_page: '15', field: 'clicks', order: 'asc' });
    expect(window.location.hash).toBe('#fl=name%3Dgroup%26product%3Dnative&f=clicks&o=asc');
  });
});
