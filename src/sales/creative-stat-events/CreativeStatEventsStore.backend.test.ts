// Issue 41: on the existing backend (strict stand-in: the report's GET, which the spec does not name, answers 404)
// the page shows the first page it prints; another request asks the GET, and its failure is the load failure.
import { waitFor } from '@testing-library/react';
import { notify } from '@core/notify';
import { backend } from '@test/setup';
import { creativeStatEventsApi, rowsOf } from './api';
import { CreativeStatEventsStore } from './CreativeStatEventsStore';

const PAGE = '/statistics/creative-events';
const FIRST_PAGE = { rows: rowsOf([{ id: 1, day: '2026-11-20', creative_id: 15, creative_name: 'Осень: видео 15 с', event: 'click', count: 3 }]), total: 1 };

describe('CreativeStatEventsStore on the existing backend', () => {
  it('shows the printed first page without the report’s GET; a filter asks it, and its absence is the load failure', async () => {
    backend.setModes({ strict: true });
    window.history.replaceState(null, '', PAGE);
    const store = new CreativeStatEventsStore(creativeStatEventsApi(PAGE, FIRST_PAGE), { fastFilters: [], defaultFilter: null }, false);
    const stop = store.start();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.report.rows.map((r) => r.creative_name)).toEqual(['Осень: видео 15 с']);
    expect(backend.all('GET', PAGE)).toHaveLength(0);

    store.filters.set({ ev: 'click' });
    await waitFor(() => expect(backend.all('GET', PAGE)).toHaveLength(1));
    await waitFor(() => expect(store.report.state).toBe('failed'));
    expect(notify.toasts.at(-1)).toMatchObject({ variant: 'danger' });
    stop();
  });

  it('the printed first page waits for the user’s columns (asked at start) and shows once, as they arranged them', async () => {
    backend.setModes({ strict: true });
    backend.db.collection<{ id: string; settings: Record<string, 0 | 1> }>('page-settings').insert({ id: 'creative-stat-events', settings: { creative_name: 1, count: 1, day: 0 } });
    const held = backend.hold('GET', '/api/user/page-settings');
    window.history.replaceState(null, '', PAGE);
    const store = new CreativeStatEventsStore(creativeStatEventsApi(PAGE, FIRST_PAGE), { fastFilters: [], defaultFilter: null }, false);
    const stop = store.start();
    await waitFor(() => expect(backend.all('GET', '/api/user/page-settings')).toHaveLength(1));
    expect(store.report.loaded).toBe(false);
    held.release();
    await waitFor(() => expect(store.report.loaded).toBe(true));
    expect(store.report.columns.map((c) => c.field)).toEqual(['creative_name', 'count', 'creative_id', 'event']);
    expect(backend.all('GET', PAGE)).toHaveLength(0);
    stop();
  });
});
