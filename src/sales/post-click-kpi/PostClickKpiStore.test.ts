import { waitFor } from '@testing-library/react';
import { TEST_CSRF_TOKEN } from '@fixtures/server/testing/backend';
import { yesterday } from '@core/report/dayField';
import { expectLatestWins } from '@test/races';
import { backend } from '@test/setup';
import { postClickKpiApi, rowsOf, type PostClickKpiApi } from '@sales/shared/post-click/api';
import { PostClickKpiStore } from '@sales/shared/post-click/PostClickKpiStore';

const PAGE = '/statistics/post-click-kpi';
const REPORT = '/api/stat/campaigns/post-click-kpi';

describe('PostClickKpiStore', () => {
  it('asks for yesterday, 50 per page by campaign id descending, with the headers; ready once the indicators are in too', async () => {
    window.history.replaceState(null, '', PAGE);
    const store = new PostClickKpiStore(postClickKpiApi());
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    const request = backend.last('GET', REPORT);
    expect(request.query).toEqual({ date_on: yesterday(), page: '1', perPage: '50', field: 'campaign_id', order: 'desc' });
    expect(request.headers['x-csrf-token']).toBe(TEST_CSRF_TOKEN);
    expect(backend.all('GET', '/api/sales/kpi-indicators')).toHaveLength(1);
    expect(store.indicator(2)?.name).toBe('Отказы');
    expect(store.report.rows).toHaveLength(50);
    expect(store.report.total).toBe(130);
    expect(store.report.columns.map((c) => c.field)).toContain('kpi_plan');
    expect(store.report.info?.statuses.map((s) => s.value)).toEqual(['active', 'paused', 'finished', 'draft']);
    expect(backend.last('GET', '/api/user/page-settings').query).toEqual({ action: 'post-click-kpi' });
    stop();
  });

  it('shows the answer to the latest filters when answers come out of order, and aborts the requests it replaced', async () => {
    const { requests } = await expectLatestWins({
      at: PAGE,
      makeStore: () => new PostClickKpiStore(postClickKpiApi()),
      list: (store) => store.report,
      path: REPORT,
      rowsOf,
      changes: [
        (store) => {
          store.draft.edit('st', 'finished');
          store.search();
        },
        (store) => store.report.sortBy('agency_name'),
        (store) => {
          store.draft.edit('q', 'Сбер');
          store.draft.edit('d', '2026-11-01');
          store.search();
        },
      ],
    });
    expect(requests.at(-1)?.query).toEqual({ date_on: '2026-11-01', search: 'Сбер', campaign_status: 'finished', page: '1', perPage: '50', field: 'agency_name', order: 'asc' });
    expect(window.location.hash).toBe('#d=2026-11-01&q=%D0%A1%D0%B1%D0%B5%D1%80&st=finished&f=agency_name&o=asc');
  });

  it('keeps a comment’s count when a report answer asked for before the comment lands after it', async () => {
    window.history.replaceState(null, '', `${PAGE}#q=12`);
    const real = postClickKpiApi();
    // The report answer is made by the stand-in when asked, then held on its way: it counts the comments of that moment.
    let deliver: () => void = () => undefined;
    let inTransit: Promise<void> | null = null;
    const api: PostClickKpiApi = {
      ...real,
      report: async (...args) => {
        const answer = await real.report(...args);
        if (inTransit) await inTransit;
        return answer;
      },
    };
    const store = new PostClickKpiStore(api);
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    const count = () => store.report.rows.find((row) => row.campaign_id === 126)?.count_comments;
    expect(count()).toBe(0);

    inTransit = new Promise((resolve) => {
      deliver = resolve;
    });
    store.search(); // 'Найти' again: a fresh report, the rows stay while it comes
    await waitFor(() => expect(backend.all('GET', REPORT)).toHaveLength(2));
    const comments = store.comments;
    if (!comments) throw new Error('the new report has the comments panel');
    store.openComments(store.report.rows.find((row) => row.campaign_id === 126) ?? store.report.rows[0]);
    await waitFor(() => expect(comments.loading).toBe(false));
    comments.setText('Проверено');
    await comments.send();
    expect(count()).toBe(1);

    deliver();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(count()).toBe(1);
    stop();
  });
});
